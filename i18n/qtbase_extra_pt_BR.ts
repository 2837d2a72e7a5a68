<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<!-- Overrides one of Qt's own strings: in Qt's spin-box context menu "&Select All" and
     "&Step up" (pt_BR "&Selecionar tudo" / "Pa&sso acima") share Alt+S. -->
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>A&amp;umentar</translation>
    </message>
</context>
</TS>
