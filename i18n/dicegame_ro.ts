<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Dice games</source>
        <translation>Despre Jocuri cu zaruri</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dice games %1&lt;/h3&gt;&lt;p&gt;Penta and Farkle, from one to six players, plus the computer.&lt;/p&gt;&lt;p&gt;Free software under the &lt;a href=&apos;%2&apos;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (%3): no warranty.&lt;/p&gt;&lt;p&gt;Made by the dicegame contributors with Qt for Python (PySide6). The computer plays Penta with the optimal solitaire strategy and Farkle with exact odds.&lt;/p&gt;&lt;p&gt;Home page: &lt;a href=&apos;%4&apos;&gt;%4&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jocuri cu zaruri %1&lt;/h3&gt;&lt;p&gt;Penta și Farkle, de la unu la șase jucători, plus calculatorul.&lt;/p&gt;&lt;p&gt;Software liber sub &lt;a href=&apos;%2&apos;&gt;Licența Publică Generală GNU&lt;/a&gt;, versiunea 3 sau ulterioară (%3): fără nicio garanție.&lt;/p&gt;&lt;p&gt;Realizat de contribuitorii dicegame cu Qt for Python (PySide6). Calculatorul joacă Penta cu strategia optimă de joc solitar și Farkle cu probabilitățile exacte.&lt;/p&gt;&lt;p&gt;Pagina proiectului: &lt;a href=&apos;%4&apos;&gt;%4&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The sounds are the program&apos;s own, synthesised by its tools/make_sounds.py, under the same licence.</source>
        <translation>Sunetele sunt ale programului, sintetizate de propriul tools/make_sounds.py, sub aceeași licență.</translation>
    </message>
</context>
<context>
    <name>AutosaveManager</name>
    <message>
        <source>The log and the move review of the saved game could not be read: the game goes on without them.</source>
        <translation>Jurnalul și analiza alegerilor din partida salvată nu au putut fi citite: partida continuă fără ele.</translation>
    </message>
    <message>
        <source>The log of the saved game could not be read: the game goes on without it.</source>
        <translation>Jurnalul partidei salvate nu a putut fi citit: partida continuă fără el.</translation>
    </message>
    <message>
        <source>The move review of the saved game could not be read: it starts again from now.</source>
        <translation>Analiza alegerilor din partida salvată nu a putut fi citită: începe din nou de acum.</translation>
    </message>
    <message>
        <source>The saved file could not be kept aside.</source>
        <translation>Fișierul salvat nu a putut fi păstrat deoparte.</translation>
    </message>
    <message>
        <source>The saved file was kept as {file} in {folder}.</source>
        <translation>Fișierul salvat a fost păstrat ca {file} în {folder}.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was set aside as {file} in {folder}. Reason: {reason}</source>
        <translation>Partida salvată nu a putut fi citită, așa că a fost pusă deoparte ca {file} în {folder}. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be read and could not be set aside. Reason: {reason}</source>
        <translation>Partida salvată nu a putut fi citită și nici pusă deoparte. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The records could not be read, so they were set aside as {file} in {folder}. New records start now. Reason: {reason}</source>
        <translation>Recordurile nu au putut fi citite, așa că au fost puse deoparte ca {file} în {folder}. Recordurile noi încep de acum. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The records could not be read and could not be set aside. Reason: {reason}</source>
        <translation>Recordurile nu au putut fi citite și nici puse deoparte. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The result of this game cannot be added to the records ({reason}). Starting the program again will not change that, so it is not recorded.</source>
        <translation>Rezultatul acestei partide nu poate fi adăugat la recorduri ({reason}). Repornirea programului nu schimbă asta, așa că rezultatul nu este înregistrat.</translation>
    </message>
    <message>
        <source>The result of this game could not be added to the records ({reason}). It is kept in {folder} and will be recorded the next time the program can write there: with the next game, when the program closes, or when it starts again.</source>
        <translation>Rezultatul acestei partide nu a putut fi adăugat la recorduri ({reason}). Este păstrat în {folder} și va fi înregistrat data viitoare când programul va putea scrie acolo: la următoarea partidă, când programul se va închide sau când va porni din nou.</translation>
    </message>
    <message>
        <source>The result of this game could not be added to the records ({reason}), and the finished game could not be saved either. It is kept while the program runs and will be recorded the next time the program can write in {folder}: with the next game or when the program closes. If the program stops before that, the result is lost.</source>
        <translation>Rezultatul acestei partide nu a putut fi adăugat la recorduri ({reason}), iar partida încheiată nu a putut fi nici ea salvată. Este păstrat cât timp programul rulează și va fi înregistrat data viitoare când programul va putea scrie în {folder}: la următoarea partidă sau când programul se va închide. Dacă programul se oprește înainte de asta, rezultatul se pierde.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). You can keep playing, but the game will be lost if the program closes.</source>
        <translation>Partida nu poate fi salvată în {folder} ({reason}). Poți juca în continuare, dar partida se va pierde dacă programul se închide.</translation>
    </message>
</context>
<context>
    <name>Celebration</name>
    <message>
        <source>Penta!</source>
        <translation>Penta!</translation>
    </message>
    <message>
        <source>Penta bonus: +%1</source>
        <translation>Bonus Penta: +%1</translation>
    </message>
    <message>
        <source>Upper bonus: +%1</source>
        <translation>Bonus de sus: +%1</translation>
    </message>
    <message>
        <source>Big bank: +%1</source>
        <translation>Încasare mare: +%1</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Ultima tură!</translation>
    </message>
</context>
<context>
    <name>Chances</name>
    <message>
        <source>%1: %2</source>
        <translation>%1:&#xa0;%2</translation>
    </message>
    <message>
        <source>Chance to win: %1</source>
        <translation>Șansa de a câștiga: %1</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>Die %1: not rolled</source>
        <translation>Zarul %1: nearuncat</translation>
    </message>
    <message>
        <source>Die %1: %2, set aside</source>
        <translation>Zarul %1: %2, pus deoparte</translation>
    </message>
    <message>
        <source>Die %1: %2, held</source>
        <translation>Zarul %1: %2, păstrat</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Zarul %1: %2</translation>
    </message>
    <message>
        <source>The hint suggests keeping this die</source>
        <translation>Sugestia este să păstrezi acest zar</translation>
    </message>
</context>
<context>
    <name>EndBoard</name>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Rezultate</translation>
    </message>
    <message>
        <source>The places and the totals (R)</source>
        <translation>Locurile și totalurile (R)</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Analiza alegerilor</translation>
    </message>
    <message>
        <source>What your decisions cost against the best ones (V)</source>
        <translation>Cât te-au costat alegerile față de cele mai bune (V)</translation>
    </message>
</context>
<context>
    <name>ErrorNotice</name>
    <message>
        <source>Unexpected error</source>
        <translation>Eroare neașteptată</translation>
    </message>
    <message>
        <source>Something went wrong inside the program. The game goes on, but it may not be shown correctly; starting a new game is safest.</source>
        <translation>Ceva nu a mers bine în program. Partida continuă, dar s-ar putea să nu fie afișată corect; cel mai sigur este să începi o partidă nouă.</translation>
    </message>
</context>
<context>
    <name>FarkleAnnouncer</name>
    <message>
        <source>no points</source>
        <translation>niciun punct</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punct</numerusform>
            <numerusform>%1 puncte</numerusform>
            <numerusform>%1 de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a aruncat %2.</translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 pune deoparte %2.</translation>
    </message>
    <message>
        <source>%1 set aside %2: not a scoring combination.</source>
        <translation>%1 a pus deoparte %2: nu este o combinație care să aducă puncte.</translation>
    </message>
    <message>
        <source>%1 set aside %2: %3 this turn.</source>
        <translation>%1 a pus deoparte %2: %3 în tura aceasta.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Nothing set aside from this roll; %3 this turn.</source>
        <translation>%1 a readus %2 în joc. Nimic nu e pus deoparte din această aruncare; %3 în tura aceasta.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Set aside: %3; not a scoring combination.</source>
        <translation>%1 a readus %2 în joc. Puse deoparte: %3; nu este o combinație care să aducă puncte.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Set aside: %3; %4 this turn.</source>
        <translation>%1 a readus %2 în joc. Puse deoparte: %3; %4 în tura aceasta.</translation>
    </message>
    <message>
        <source>A %1 does not score in this roll.</source>
        <translation>Un %1 nu aduce puncte în această aruncare.</translation>
    </message>
    <message>
        <source>%1 banks %2: total %3.</source>
        <translation>%1 încasează %2: total %3.</translation>
    </message>
    <message>
        <source>%1 banked %2 and has %3.</source>
        <translation>%1 a încasat %2 și are %3.</translation>
    </message>
    <message>
        <source>Farkle! No die scores: %1 loses %2.</source>
        <translation>Tură pierdută! Niciun zar nu aduce puncte: %1 pierde %2.</translation>
    </message>
    <message>
        <source>Farkle! No die scores: %1 had no points at stake.</source>
        <translation>Tură pierdută! Niciun zar nu aduce puncte: %1 nu avea puncte în joc.</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Zaruri fierbinți!</translation>
    </message>
    <message>
        <source>Hot dice! All six dice come back, with %1 this turn.</source>
        <translation>Zaruri fierbinți! Toate cele șase zaruri revin în joc, cu %1 în tura aceasta.</translation>
    </message>
    <message>
        <source>Last turn! %1 reached the target: everyone else plays once more.</source>
        <translation>Ultima tură! %1 a atins ținta: fiecare dintre ceilalți jucători mai joacă o dată.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Joacă %1.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2.</source>
        <translation>Sfârșitul partidei: %1 câștigă cu %2.</translation>
    </message>
    <message>
        <source>Game over: shared win (%1) with %2.</source>
        <translation>Sfârșitul partidei: victorie împărțită (%1) cu %2.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>Nu s-a aruncat încă niciun zar.</translation>
    </message>
    <message>
        <source>Dice in play: %1.</source>
        <translation>Zaruri în joc: %1.</translation>
    </message>
    <message>
        <source>Set aside from this roll: %1.</source>
        <translation>Puse deoparte din această aruncare: %1.</translation>
    </message>
    <message>
        <source>Set aside earlier: %1.</source>
        <translation>Puse deoparte mai devreme: %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Target: %1.</source>
        <translation>Ținta: %1.</translation>
    </message>
    <message>
        <source>This turn: %1. %2 has %3.</source>
        <translation>În tura aceasta: %1. %2 are %3.</translation>
    </message>
    <message>
        <source>%1 leads with %2.</source>
        <translation>%1 conduce cu %2.</translation>
    </message>
</context>
<context>
    <name>FarkleChances</name>
    <message>
        <source>Last turn: bank, %1 to win (rolling on: %2)</source>
        <translation>Ultima tură: încasează, %1 șanse de câștig (o nouă aruncare:&#xa0;%2)</translation>
    </message>
    <message>
        <source>Last turn: roll on, %2 to win (banking: %1)</source>
        <translation>Ultima tură: aruncă din nou, %2 șanse de câștig (încasare:&#xa0;%1)</translation>
    </message>
    <message>
        <source>Bank: %1 to win; roll on: %2</source>
        <translation>Încasează: %1 șanse de câștig; aruncă din nou:&#xa0;%2</translation>
    </message>
    <message>
        <source>Roll on: %2 to win; bank: %1</source>
        <translation>Aruncă din nou: %2 șanse de câștig; încasează:&#xa0;%1</translation>
    </message>
    <message>
        <source>Chances with everyone playing on as their level does (a person as the Expert)</source>
        <translation>Șanse dacă fiecare joacă în continuare la nivelul său (o persoană contează ca Expert)</translation>
    </message>
    <message>
        <source>Chances with the best play by everyone from now on</source>
        <translation>Șanse dacă de acum înainte toți joacă cel mai bine</translation>
    </message>
</context>
<context>
    <name>FarkleMessages</name>
    <message>
        <source>%1 took back the bank: the turn goes on.</source>
        <translation>%1 a anulat încasarea: tura continuă.</translation>
    </message>
    <message numerus="yes">
        <source>%1 banked %2 point(s).</source>
        <translation>
            <numerusform>%1 a încasat %2 punct.</numerusform>
            <numerusform>%1 a încasat %2 puncte.</numerusform>
            <numerusform>%1 a încasat %2 de puncte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled no scoring die, with no points at stake: nothing lost.</source>
        <translation>%1 nu a aruncat niciun zar care să aducă puncte, dar nu avea puncte în joc: nu a pierdut nimic.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled no scoring die and lost %2 point(s).</source>
        <translation>
            <numerusform>%1 nu a aruncat niciun zar care să aducă puncte și a pierdut %2 punct.</numerusform>
            <numerusform>%1 nu a aruncat niciun zar care să aducă puncte și a pierdut %2 puncte.</numerusform>
            <numerusform>%1 nu a aruncat niciun zar care să aducă puncte și a pierdut %2 de puncte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a aruncat %2.</translation>
    </message>
    <message>
        <source>%1 set aside %2.</source>
        <translation>%1 a pus deoparte %2.</translation>
    </message>
</context>
<context>
    <name>FarklePlayerReview</name>
    <message numerus="yes">
        <source>Expected points lost: %1 over %n decision(s) (%2 per decision).</source>
        <translation>
            <numerusform>Puncte pierdute în medie: %1 într-o singură decizie (%2 pe decizie).</numerusform>
            <numerusform>Puncte pierdute în medie: %1 în %n decizii (%2 pe decizie).</numerusform>
            <numerusform>Puncte pierdute în medie: %1 în %n de decizii (%2 pe decizie).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1, roll %2: %3 instead of %4 (−%5)</source>
        <translation>Tura %1, aruncarea %2: %3 în loc de %4 (−%5)</translation>
    </message>
    <message>
        <source>set aside %1 and banked</source>
        <translation>ai pus deoparte %1 și ai încasat</translation>
    </message>
    <message>
        <source>set aside %1 and rolled on</source>
        <translation>ai pus deoparte %1 și ai aruncat din nou</translation>
    </message>
    <message>
        <source>setting aside %1 and banking</source>
        <translation>a pune deoparte %1 și a încasa</translation>
    </message>
    <message>
        <source>setting aside %1 and rolling on</source>
        <translation>a pune deoparte %1 și a arunca din nou</translation>
    </message>
</context>
<context>
    <name>FarkleReview</name>
    <message>
        <source>Move review (expected points lost against the Expert)</source>
        <translation>Analiza alegerilor (puncte pierdute în medie față de Expert)</translation>
    </message>
</context>
<context>
    <name>FarkleScoreBoard</name>
    <message>
        <source>Scores</source>
        <translation>Scoruri</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ținta: %1</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partida s-a încheiat.</translation>
    </message>
    <message>
        <source>Last turn! %1 reached the target: everyone else plays once more.</source>
        <translation>Ultima tură! %1 a atins ținta: fiecare dintre ceilalți jucători mai joacă o dată.</translation>
    </message>
</context>
<context>
    <name>FarkleTargets</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punct</numerusform>
            <numerusform>%1 puncte</numerusform>
            <numerusform>%1 de puncte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FarkleView</name>
    <message>
        <source>Farkle!</source>
        <translation>Tură pierdută!</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Zaruri fierbinți!</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Ultima tură!</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Aruncă</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Încasează</translation>
    </message>
    <message>
        <source>Roll the dice in play (Space)</source>
        <translation>Aruncă zarurile aflate în joc (Spațiu)</translation>
    </message>
    <message>
        <source>Add the turn&apos;s points to your total (B)</source>
        <translation>Adaugă punctele turei la totalul tău (B)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Partidă nouă…</translation>
    </message>
    <message>
        <source>Dice in play</source>
        <translation>Zaruri în joc</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Tura: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Sfârșitul partidei: %1 câștigă!</translation>
    </message>
    <message>
        <source>Game over: the computer wins!</source>
        <translation>Sfârșitul partidei: calculatorul câștigă!</translation>
    </message>
    <message>
        <source>Game over: shared win (%1)</source>
        <translation>Sfârșitul partidei: victorie împărțită (%1)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>Joacă %1 (calculator)…</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punct</numerusform>
            <numerusform>%1 puncte</numerusform>
            <numerusform>%1 de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>pus deoparte</translation>
    </message>
    <message>
        <source>%1 still leads with %2: bank anyway?</source>
        <translation>%1 conduce în continuare cu %2: încasezi oricum?</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Take back the last bank, until the next player rolls (Ctrl+Z)</source>
        <translation>Anulează ultima încasare, până când următorul jucător aruncă (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo the last bank</source>
        <translation>Anulează ultima încasare</translation>
    </message>
    <message>
        <source>Farkle board</source>
        <translation>Tabla de Farkle</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scoruri</translation>
    </message>
    <message>
        <source>Roll the last die</source>
        <translation>Aruncă ultimul zar</translation>
    </message>
    <message>
        <source>Roll %1 dice</source>
        <translation>Aruncă %1 zaruri</translation>
    </message>
    <message numerus="yes">
        <source>Bank %1 point(s)</source>
        <translation>
            <numerusform>Încasează %1 punct</numerusform>
            <numerusform>Încasează %1 puncte</numerusform>
            <numerusform>Încasează %1 de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank (nothing to bank yet)</source>
        <translation>Încasează (încă nu ai ce încasa)</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Joacă %1…</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, e rândul tău</translation>
    </message>
    <message>
        <source>The game is over. Play again, or start a new game.</source>
        <translation>Partida s-a încheiat. Joacă din nou sau începe o partidă nouă.</translation>
    </message>
    <message>
        <source>No die scores: the turn&apos;s points are lost.</source>
        <translation>Niciun zar nu aduce puncte: punctele turei se pierd.</translation>
    </message>
    <message>
        <source>The computer plays its turn step by step.</source>
        <translation>Calculatorul își joacă tura pas cu pas.</translation>
    </message>
    <message>
        <source>Roll the dice (Space).</source>
        <translation>Aruncă zarurile (Spațiu).</translation>
    </message>
    <message>
        <source>Hot dice: all six dice come back. Roll them all, or bank.</source>
        <translation>Zaruri fierbinți: toate cele șase zaruri revin în joc. Aruncă-le pe toate sau încasează punctele.</translation>
    </message>
    <message>
        <source>Set aside more dice, roll the others (Space), or bank (B).</source>
        <translation>Pune deoparte mai multe zaruri, aruncă-le pe celelalte (Spațiu) sau încasează (B).</translation>
    </message>
    <message>
        <source>These dice do not score together: return the extra ones to play.</source>
        <translation>Aceste zaruri nu aduc puncte împreună: readu în joc zarurile în plus.</translation>
    </message>
    <message>
        <source>Click the dice that score to set them aside (keys 1–6).</source>
        <translation>Dă clic pe zarurile care aduc puncte ca să le pui deoparte (tastele 1–6).</translation>
    </message>
    <message>
        <source>A %1 does not score in this roll: it stays in play.</source>
        <translation>Un %1 nu aduce puncte în această aruncare: rămâne în joc.</translation>
    </message>
    <message>
        <source>Please wait: the computer is playing.</source>
        <translation>Așteaptă puțin: joacă calculatorul.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partida s-a încheiat.</translation>
    </message>
    <message>
        <source>Set aside at least one scoring die first.</source>
        <translation>Pune mai întâi deoparte cel puțin un zar care aduce puncte.</translation>
    </message>
    <message>
        <source>There is no such die in this roll.</source>
        <translation>Nu există un astfel de zar în această aruncare.</translation>
    </message>
    <message>
        <source>Wait: the dice are still rolling.</source>
        <translation>Așteaptă: zarurile încă se rostogolesc.</translation>
    </message>
    <message>
        <source>The game is paused while another window is open.</source>
        <translation>Jocul este în pauză cât timp e deschisă altă fereastră.</translation>
    </message>
    <message>
        <source>Nothing to undo: only a bank, before the next player rolls.</source>
        <translation>Nimic de anulat: doar o încasare, înainte ca următorul jucător să arunce.</translation>
    </message>
    <message>
        <source>This turn is lost: the next player plays in a moment.</source>
        <translation>Tura aceasta este pierdută: jucătorul următor joacă imediat.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Aruncă mai întâi zarurile.</translation>
    </message>
    <message>
        <source>Set aside: not a scoring combination</source>
        <translation>Puse deoparte: nu este o combinație care să aducă puncte</translation>
    </message>
    <message>
        <source>Set aside from this roll: %1</source>
        <translation>Puse deoparte din această aruncare: %1</translation>
    </message>
    <message>
        <source>Risk of a farkle: –</source>
        <translation>Risc de pierdere: –</translation>
    </message>
    <message>
        <source>Risk of a farkle: %1</source>
        <translation>Risc de pierdere: %1</translation>
    </message>
    <message>
        <source>Expert: set aside %1</source>
        <translation>Expert: pune deoparte %1</translation>
    </message>
    <message>
        <source>Expert: bank (rolling on, the turn would end with %1 on average)</source>
        <translation>Expert: încasează (dacă mai arunci, tura ar da în medie %1)</translation>
    </message>
    <message>
        <source>Expert: roll (expects %1 this turn)</source>
        <translation>Expert: aruncă (în medie %1 în tura aceasta)</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>aruncă</translation>
    </message>
    <message>
        <source>set a die aside or return it</source>
        <translation>pune deoparte un zar sau readu-l în joc</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>încasează</translation>
    </message>
    <message>
        <source>skip the pause after a farkle</source>
        <translation>sari peste pauza de după o tură pierdută</translation>
    </message>
    <message>
        <source>Expert&apos;s advice</source>
        <translation>sfatul Expertului</translation>
    </message>
    <message>
        <source>read the dice, scores, totals</source>
        <translation>citesc zarurile, scorurile, totalurile</translation>
    </message>
    <message>
        <source>Tab moves between dice and buttons</source>
        <translation>Tab trece între zaruri și butoane</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>Taste: %1</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Fișierul nu este text UTF-8.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line %1).</source>
        <translation>Fișierul nu este JSON valid (linia %1).</translation>
    </message>
    <message>
        <source>The file nests too deeply.</source>
        <translation>Fișierul are prea multe niveluri incluse unul în altul.</translation>
    </message>
    <message>
        <source>The file holds a number that is not allowed.</source>
        <translation>Fișierul conține un număr nepermis.</translation>
    </message>
    <message>
        <source>The file is larger than the %1 bytes allowed.</source>
        <translation>Fișierul este prea mare (limita în octeți: %1).</translation>
    </message>
    <message>
        <source>The file cannot be read (it is not a regular file).</source>
        <translation>Fișierul nu poate fi citit (nu este un fișier obișnuit).</translation>
    </message>
    <message>
        <source>The file is a symbolic link.</source>
        <translation>Fișierul este o legătură simbolică.</translation>
    </message>
    <message>
        <source>The file cannot be read (%1).</source>
        <translation>Fișierul nu poate fi citit (%1).</translation>
    </message>
    <message>
        <source>Line %1 is not a setting.</source>
        <translation>Linia %1 nu este o setare.</translation>
    </message>
    <message>
        <source>The file was not written by this program.</source>
        <translation>Fișierul nu a fost scris de acest program.</translation>
    </message>
    <message>
        <source>The file&apos;s version, %1, is not supported.</source>
        <translation>Versiunea fișierului, %1, nu este acceptată.</translation>
    </message>
    <message>
        <source>The field “%1” is missing.</source>
        <translation>Lipsește câmpul „%1”.</translation>
    </message>
    <message>
        <source>The file holds an unknown field, “%1”.</source>
        <translation>Fișierul conține un câmp necunoscut, „%1”.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a group of fields belongs.</source>
        <translation>Fișierul conține o valoare de tip greșit acolo unde ar trebui să fie un grup de câmpuri.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a list belongs.</source>
        <translation>Fișierul conține o valoare de tip greșit acolo unde ar trebui să fie o listă.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a text belongs.</source>
        <translation>Fișierul conține o valoare de tip greșit acolo unde ar trebui să fie un text.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a whole number belongs.</source>
        <translation>Fișierul conține o valoare de tip greșit acolo unde ar trebui să fie un număr întreg.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where true or false belongs.</source>
        <translation>Fișierul conține o valoare de tip greșit acolo unde ar trebui să fie adevărat sau fals.</translation>
    </message>
    <message>
        <source>A number in the file is %1, outside the allowed range, %2 to %3.</source>
        <translation>Un număr din fișier este %1, în afara intervalului permis, de la %2 la %3.</translation>
    </message>
    <message>
        <source>A list in the file holds %1 items where %2 to %3 belong.</source>
        <translation>O listă din fișier are un număr nepermis de elemente: %1 (sunt permise între %2 și %3).</translation>
    </message>
    <message>
        <source>A text in the file is longer than %1 characters.</source>
        <translation>Un text din fișier depășește numărul maxim de caractere (%1).</translation>
    </message>
    <message>
        <source>A text in the file holds a character that cannot be saved.</source>
        <translation>Un text din fișier conține un caracter care nu poate fi salvat.</translation>
    </message>
    <message>
        <source>The file holds a value that is not allowed.</source>
        <translation>Fișierul conține o valoare nepermisă.</translation>
    </message>
    <message>
        <source>A player&apos;s name in the file is blank.</source>
        <translation>Numele unui jucător din fișier este gol.</translation>
    </message>
    <message>
        <source>A date in the file is not a valid date.</source>
        <translation>O dată din fișier nu este validă.</translation>
    </message>
    <message>
        <source>Values in the file contradict each other.</source>
        <translation>Unele valori din fișier se contrazic.</translation>
    </message>
    <message>
        <source>The file holds a game this version of the program does not know, “%1”.</source>
        <translation>Fișierul conține un joc pe care această versiune a programului nu îl cunoaște, „%1”.</translation>
    </message>
    <message>
        <source>The file could not be understood (%1).</source>
        <translation>Fișierul nu a putut fi interpretat (%1).</translation>
    </message>
    <message>
        <source>A number in the file is far outside the allowed range, %2 to %3.</source>
        <translation>Un număr din fișier este cu mult în afara intervalului permis, de la %2 la %3.</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permisiune refuzată</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operație nepermisă</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Nu mai este spațiu liber pe disc</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Cota de disc a fost depășită</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistem de fișiere doar pentru citire</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Eroare de intrare/ieșire</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>Fișierul sau dosarul nu există</translation>
    </message>
    <message>
        <source>A part of the path is not a folder</source>
        <translation>O parte a căii nu este un dosar</translation>
    </message>
    <message>
        <source>The path loops through symbolic links</source>
        <translation>Calea formează o buclă de legături simbolice</translation>
    </message>
    <message>
        <source>It is a folder</source>
        <translation>Este un dosar</translation>
    </message>
    <message>
        <source>The name is too long</source>
        <translation>Numele este prea lung</translation>
    </message>
    <message>
        <source>The file is too large</source>
        <translation>Fișierul este prea mare</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>eroare de sistem %1</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>sistemul a refuzat</translation>
    </message>
    <message>
        <source>an unexpected error (%1)</source>
        <translation>o eroare neașteptată (%1)</translation>
    </message>
</context>
<context>
    <name>FolderNotice</name>
    <message>
        <source>Games, records and settings cannot be kept in {folder} ({reason}). You can play, but nothing is saved: a game in progress is lost when the program closes.</source>
        <translation>Partidele, recordurile și setările nu pot fi păstrate în {folder} ({reason}). Poți juca, dar nimic nu se salvează: o partidă în desfășurare se pierde când programul se închide.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Dosarul de date</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <source>%1 kept %2 and rolled: %3</source>
        <translation>%1 a păstrat %2 și a aruncat: %3</translation>
    </message>
    <message>
        <source>%1 rolled: %2</source>
        <translation>%1 a aruncat: %2</translation>
    </message>
    <message>
        <source>%1 set aside %2 (%3)</source>
        <translation>%1 a pus deoparte %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 in %3 (auto-score)</source>
        <translation>%1: %2 la %3 (înscriere automată)</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 la %3</translation>
    </message>
    <message>
        <source>%1 banked %2</source>
        <translation>%1 a încasat %2</translation>
    </message>
    <message>
        <source>%1: farkle, %2 lost</source>
        <translation>%1: tură pierdută, a pierdut %2</translation>
    </message>
    <message>
        <source>%1: farkle, nothing lost</source>
        <translation>%1: tură pierdută, nu a pierdut nimic</translation>
    </message>
    <message>
        <source>%1: hot dice!</source>
        <translation>%1: zaruri fierbinți!</translation>
    </message>
    <message>
        <source>%1 reached the target: last turn for the others</source>
        <translation>%1 a atins ținta: ultima tură pentru ceilalți</translation>
    </message>
    <message>
        <source>%1 took back the last scoring</source>
        <translation>%1 a anulat ultima înscriere</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 a înscris %2</translation>
    </message>
    <message>
        <source>%1 took back the last move</source>
        <translation>%1 a anulat ultima acțiune</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Partida s-a încheiat. Victorie: %1</translation>
    </message>
    <message>
        <source>%1 played</source>
        <translation>%1 a jucat</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 puncte</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punct</numerusform>
            <numerusform>%1 puncte</numerusform>
            <numerusform>%1 de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Jurnalul partidei</translation>
    </message>
    <message>
        <source>Show or hide every action of the game</source>
        <translation>Arată sau ascunde toate acțiunile partidei</translation>
    </message>
    <message>
        <source>Game log, newest first</source>
        <translation>Jurnalul partidei, cele mai noi întâi</translation>
    </message>
</context>
<context>
    <name>GameStatsPage</name>
    <message>
        <source>Computer player</source>
        <translation>Jucător controlat de calculator</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Cele mai bune scoruri</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorii</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Cel mai bun</translation>
    </message>
    <message>
        <source>Pentas</source>
        <translation>Penta obținute</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus de sus</translation>
    </message>
    <message>
        <source>Per turn</source>
        <translation>Pe tură</translation>
    </message>
    <message>
        <source>Farkles</source>
        <translation>Ture pierdute</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Zaruri fierbinți</translation>
    </message>
    <message>
        <source>Player statistics</source>
        <translation>Statisticile jucătorilor</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>Cele mai bune &amp;scoruri</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jucători</translation>
    </message>
    <message>
        <source>S&amp;core history of</source>
        <translation>Istoricul sc&amp;orurilor pentru</translation>
    </message>
    <message>
        <source>Player shown in the chart</source>
        <translation>Jucătorul afișat în grafic</translation>
    </message>
</context>
<context>
    <name>GameTitle</name>
    <message>
        <source>Farkle</source>
        <translation>Farkle</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
</context>
<context>
    <name>HandOver</name>
    <message>
        <source>%1 plays next — press %2 to take your move back, or Space to go on</source>
        <translation>Urmează %1 — apasă %2 ca să-ți anulezi acțiunea sau Spațiu ca să continui</translation>
    </message>
    <message>
        <source>%1&apos;s turn: press Space or click to start</source>
        <translation>Urmează %1: apasă Spațiu sau dă clic pentru a începe</translation>
    </message>
</context>
<context>
    <name>IniStore</name>
    <message>
        <source>A line of the settings could not be read and was left out; the other settings are kept. Reason: {reason}</source>
        <translation>O linie din setări nu a putut fi citită și a fost omisă; celelalte setări se păstrează. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The settings could not be read; the defaults are used. Reason: {reason}</source>
        <translation>Setările nu au putut fi citite; se folosesc valorile implicite. Motiv: {reason}</translation>
    </message>
    <message>
        <source>The old file was set aside as {file} in {folder}.</source>
        <translation>Fișierul vechi a fost pus deoparte ca {file} în {folder}.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {folder} ({reason}).</source>
        <translation>Setările tale nu pot fi salvate în {folder} ({reason}).</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Tastatură</translation>
    </message>
    <message>
        <source>Keyboard keys</source>
        <translation>Tastele</translation>
    </message>
    <message>
        <source>The game keys work when the game has the focus (after a click on it, or Esc); a focused button takes Space and Enter itself.</source>
        <translation>Tastele jocului funcționează când jocul are focusul (după un clic pe el sau după Esc); un buton cu focusul primește el însuși Spațiu și Enter.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Spațiu</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Aruncă</translation>
    </message>
    <message>
        <source>Skip the pause after a farkle</source>
        <translation>Sari peste pauza de după o tură pierdută</translation>
    </message>
    <message>
        <source>Read the Expert&apos;s advice aloud</source>
        <translation>Citește cu voce tare sfatul Expertului</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Spațiu sau Enter</translation>
    </message>
    <message>
        <source>Hold or release a die</source>
        <translation>Păstrează sau eliberează un zar</translation>
    </message>
    <message>
        <source>First or last open box; the first one of the other section</source>
        <translation>Prima sau ultima căsuță deschisă; prima din cealaltă secțiune</translation>
    </message>
    <message>
        <source>Choose that box; the same letter again scores it</source>
        <translation>Alege căsuța aceea; aceeași literă încă o dată înscrie în ea</translation>
    </message>
    <message>
        <source>The letter beside a box</source>
        <translation>Litera de lângă o căsuță</translation>
    </message>
    <message>
        <source>Score that box at once</source>
        <translation>Înscrie imediat în căsuța aceea</translation>
    </message>
    <message>
        <source>Double-click a box</source>
        <translation>Dublu clic pe o căsuță</translation>
    </message>
    <message>
        <source>Pause the auto-score countdown, or start it again</source>
        <translation>Oprește numărătoarea înscrierii automate sau pornește-o din nou</translation>
    </message>
    <message>
        <source>P or Enter</source>
        <translation>P sau Enter</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>↑ / ↓</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <source>Choose a box</source>
        <translation>Alege o căsuță</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Validate move</source>
        <translation>Validează tura</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Sugestie</translation>
    </message>
    <message>
        <source>Set a die aside or return it</source>
        <translation>Pune deoparte un zar sau readu-l în joc</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Încasează</translation>
    </message>
    <message>
        <source>Read the dice aloud</source>
        <translation>Citește zarurile cu voce tare</translation>
    </message>
    <message>
        <source>Read the score sheet or scoreboard aloud</source>
        <translation>Citește foaia de scor sau scorurile cu voce tare</translation>
    </message>
    <message>
        <source>Read the totals aloud</source>
        <translation>Citește totalurile cu voce tare</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Rezultate</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Analiza alegerilor</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>At the end of a game: %1</source>
        <translation>La sfârșitul partidei: %1</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + litera subliniată</translation>
    </message>
    <message>
        <source>Open a menu, choose in a dialog</source>
        <translation>Deschide un meniu, alege într-o fereastră</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the menu or dialog; back to the game</source>
        <translation>Închide meniul sau fereastra; înapoi la joc</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the dice, buttons and sheet</source>
        <translation>Trece între zaruri, butoane și foaia de scor</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Ambele jocuri</translation>
    </message>
    <message>
        <source>Between turns</source>
        <translation>Între ture</translation>
    </message>
    <message>
        <source>Menus and window</source>
        <translation>Meniuri și fereastră</translation>
    </message>
    <message>
        <source>Hand-over card: the next player starts</source>
        <translation>Cartonașul de predare a rândului: următorul jucător începe</translation>
    </message>
    <message>
        <source>Space, Enter or a click</source>
        <translation>Spațiu, Enter sau un clic</translation>
    </message>
    <message>
        <source>The computer&apos;s pause card: it plays now</source>
        <translation>Cartonașul de pauză al calculatorului: joacă acum</translation>
    </message>
    <message>
        <source>The computer&apos;s pause card: take your move back</source>
        <translation>Cartonașul de pauză al calculatorului: îți anulezi acțiunea</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <source>Points lost per round</source>
        <translation>Puncte pierdute pe tură</translation>
    </message>
    <message>
        <source>Round %1: −%2</source>
        <translation>Tura %1: −%2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dice games</source>
        <translation>Jocuri cu zaruri</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partidă &amp;nouă…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistici…</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Ritmul calculatorului</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapid</translation>
    </message>
    <message>
        <source>&amp;Auto-score</source>
        <translation>Înscriere &amp;automată</translation>
    </message>
    <message numerus="yes">
        <source>After %n second(s)</source>
        <translation>
            <numerusform>După o secundă</numerusform>
            <numerusform>După %n secunde</numerusform>
            <numerusform>După %n de secunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Off: I always choose the box</source>
        <translation>Oprită: aleg mereu eu căsuța</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>Mărimea &amp;textului</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatură</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Despre</translation>
    </message>
    <message>
        <source>Part of the program is missing or damaged (the Penta strategy table). Please reinstall the program. Until then, the computer and the automatic scoring pick the box worth the most points now, and hints and the move review are off.</source>
        <translation>O parte a programului lipsește sau este deteriorată (tabelul de strategie Penta). Reinstalează programul. Până atunci, calculatorul și înscrierea automată aleg căsuța care aduce cele mai multe puncte acum, iar sugestiile și analiza alegerilor sunt oprite.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partida salvată</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partidă neterminată</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuă</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Partidă &amp;nouă</translation>
    </message>
    <message>
        <source>For s&amp;creen readers (slowest)</source>
        <translation>Pentru cititoare de &amp;ecran (cel mai lent)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantaneu</translation>
    </message>
    <message>
        <source>Show the chance to &amp;win</source>
        <translation>Arată șansa de câști&amp;g</translation>
    </message>
    <message>
        <source>&amp;Hand-over between players</source>
        <translation>&amp;Predarea rândului între jucători</translation>
    </message>
    <message>
        <source>&amp;Roll at the start of a turn</source>
        <translation>&amp;Aruncă la începutul rândului</translation>
    </message>
    <message>
        <source>Score with one &amp;click</source>
        <translation>Înscrie dintr-un singur &amp;clic</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>Sun&amp;ete</translation>
    </message>
    <message>
        <source>An&amp;imations</source>
        <translation>Ani&amp;mații</translation>
    </message>
    <message>
        <source>&amp;Look</source>
        <translation>Aspe&amp;ct</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Luminos</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Î&amp;ntunecat</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contrast &amp;ridicat</translation>
    </message>
    <message>
        <source>&amp;Table (felt and wood)</source>
        <translation>&amp;Masă (postav și lemn)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>An&amp;ulează</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Deschide bara de meniuri</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Renunță la partidă</translation>
    </message>
    <message>
        <source>Not n&amp;ow</source>
        <translation>N&amp;u acum</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Renunțarea la partidă</translation>
    </message>
    <message>
        <source>Delete the unfinished game for good?</source>
        <translation>Ștergi definitiv partida neterminată?</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>Ș&amp;terge-l</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Păstrează-l</translation>
    </message>
    <message>
        <source>A game of %1 (%2) was not finished. Continue it?</source>
        <translation>O partidă de %1 (%2) nu a fost terminată. Vrei să o continui?</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Recorduri</translation>
    </message>
    <message>
        <source>Saving the game</source>
        <translation>Salvarea partidei</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nume</translation>
    </message>
    <message>
        <source>Humans + 1 AI</source>
        <translation>Oameni + 1 IA</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <source>&amp;Human players:</source>
        <translation>Jucători &amp;umani:</translation>
    </message>
    <message>
        <source>The &amp;computer plays too</source>
        <translation>Joacă și &amp;calculatorul</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivelul calculatorului:</translation>
    </message>
    <message>
        <source>&amp;Target (Farkle):</source>
        <translation>Țin&amp;ta (Farkle):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Number of human players</source>
        <translation>Numărul de jucători umani</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivelul calculatorului</translation>
    </message>
    <message>
        <source>Names (up to %1 characters each)</source>
        <translation>Nume (cel mult %1 de caractere fiecare)</translation>
    </message>
    <message>
        <source>Master: plays for the best chance to win (exactly with two players; in larger games, by the chances to win the game shows).</source>
        <translation>Maestru: joacă pentru cea mai mare șansă de a câștiga (exact cu doi jucători; în partidele mai mari, după șansele de câștig pe care le arată jocul).</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfect</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bun</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Începător</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punctajul țintă</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestru</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Jucătorul &amp;%1:</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Numele jucătorului %1</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Cel mult %1 de caractere</translation>
    </message>
    <message>
        <source>Expert: plays for the most points per turn.</source>
        <translation>Expert: joacă pentru cele mai multe puncte pe tură.</translation>
    </message>
    <message>
        <source>Normal: banks as soon as its turn reaches 300 points (more when behind, less with one or two dice left), as the rules say.</source>
        <translation>Normal: încasează de îndată ce tura sa ajunge la 300 de puncte (mai mult când este în urmă, mai puțin când îi rămân unul sau două zaruri), cum spun regulile.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Amator</translation>
    </message>
    <message>
        <source>Master: in its last two or three turns, plays for the best chance to finish ahead of all the other players rather than for the most points.</source>
        <translation>Maestru: în ultimele două sau trei ture, joacă pentru cea mai mare șansă de a termina înaintea tuturor celorlalți jucători, nu pentru cele mai multe puncte.</translation>
    </message>
    <message>
        <source>Against Perfect players it wins about 51 % of two-player games and about 34.3 % of three-player games (a third would be 33.3 %).</source>
        <translation>Împotriva nivelului Perfect câștigă circa 51 % din partidele în doi și circa 34,3 % din cele în trei (o treime ar fi 33,3 %).</translation>
    </message>
    <message>
        <source>Casual: makes half of its choices as Good does and the other half as Beginner does (about 200 points a game).</source>
        <translation>Amator: face jumătate din alegeri ca nivelul Bun și cealaltă jumătate ca nivelul Începător (circa 200 de puncte pe partidă).</translation>
    </message>
    <message>
        <source>Beginner: keeps its most common face and writes the box worth the most points now (about 162 points a game).</source>
        <translation>Începător: păstrează fața care apare cel mai des și înscrie punctele în căsuța care valorează acum cele mai multe puncte (circa 162 de puncte pe partidă).</translation>
    </message>
    <message>
        <source>Good: weighs every choice as the perfect player does, but often takes one nearly as good (about 234 points a game).</source>
        <translation>Bun: cântărește fiecare alegere ca jucătorul perfect, dar adesea o ia pe una aproape la fel de bună (circa 234 de puncte pe partidă).</translation>
    </message>
    <message>
        <source>Perfect: plays the optimal strategy (about 254 points a game).</source>
        <translation>Perfect: joacă strategia optimă (circa 254 de puncte pe partidă).</translation>
    </message>
    <message>
        <source>Two players are called %1: give each player a different name.</source>
        <translation>Doi jucători se numesc %1: dă fiecărui jucător un alt nume.</translation>
    </message>
</context>
<context>
    <name>PentaAnnouncer</name>
    <message>
        <source>You rolled %1, 2 rolls left</source>
        <translation>Ai aruncat %1, mai ai 2 aruncări</translation>
    </message>
    <message>
        <source>You rolled %1, 1 roll left</source>
        <translation>Ai aruncat %1, mai ai o aruncare</translation>
    </message>
    <message>
        <source>You rolled %1, no rolls left: choose a box</source>
        <translation>Ai aruncat %1, nu mai ai aruncări: alege o căsuță</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 câștigă cu %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2.</source>
        <translation>%1 împart victoria cu %2.</translation>
    </message>
    <message>
        <source>Dice: not rolled yet.</source>
        <translation>Zaruri: încă nearuncate.</translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation>%1 păstrat</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Zaruri: %1.</translation>
    </message>
    <message>
        <source>Totals: %1.</source>
        <translation>Totaluri: %1.</translation>
    </message>
    <message>
        <source>Die %1: %2, released</source>
        <translation>Zarul %1: %2, eliberat</translation>
    </message>
    <message>
        <source>No open box scores: you must sacrifice one.</source>
        <translation>Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una.</translation>
    </message>
    <message numerus="yes">
        <source>Scoring in %n second(s): %1.</source>
        <translation>
            <numerusform>Înscriere automată într-o secundă: %1.</numerusform>
            <numerusform>Înscriere automată în %n secunde: %1.</numerusform>
            <numerusform>Înscriere automată în %n de secunde: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1.</source>
        <translation>Total %1.</translation>
    </message>
    <message>
        <source>%1 ends with %2: %3 in %4.</source>
        <translation>%1 termină cu %2: %3 la %4.</translation>
    </message>
    <message>
        <source>%1 ends with %2.</source>
        <translation>%1 termină cu %2.</translation>
    </message>
</context>
<context>
    <name>PentaChances</name>
    <message>
        <source>Chances as each one plays: the computer at its level, each person at the level their moves so far fit</source>
        <translation>Șanse după cum joacă fiecare: calculatorul la nivelul său, fiecare om la nivelul arătat de alegerile sale de până acum</translation>
    </message>
</context>
<context>
    <name>PentaReview</name>
    <message>
        <source>Move review (expected points lost against the best play)</source>
        <translation>Analiza alegerilor (puncte pierdute în medie față de cea mai bună alegere)</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Analiza alegerilor</translation>
    </message>
</context>
<context>
    <name>PentaView</name>
    <message>
        <source>Game over</source>
        <translation>Sfârșitul partidei</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>Joacă %1…</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3 and a Penta bonus of %4</source>
        <translation>Timpul a expirat: %1 a înscris %2 la %3 și a primit un bonus Penta de %4</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 and a Penta bonus of %4</source>
        <translation>%1 a înscris %2 la %3 și a primit un bonus Penta de %4</translation>
    </message>
    <message>
        <source>The upper bonus of %1 is reached too.</source>
        <translation>A obținut și bonusul de sus de %1.</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3 and the upper bonus of %4</source>
        <translation>Timpul a expirat: %1 a înscris %2 la %3 și a primit bonusul de sus de %4</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 and the upper bonus of %4</source>
        <translation>%1 a înscris %2 la %3 și a primit bonusul de sus de %4</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, e rândul tău</translation>
    </message>
    <message>
        <source>Round %1/%2</source>
        <translation>Tura %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>Roll, %n left</source>
        <translation>
            <numerusform>Aruncă, mai ai una</numerusform>
            <numerusform>Aruncă, mai ai %n</numerusform>
            <numerusform>Aruncă, mai ai %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left</source>
        <translation>Nu mai ai aruncări</translation>
    </message>
    <message>
        <source>Roll, no rolls left</source>
        <translation>Aruncă, nu mai ai aruncări</translation>
    </message>
    <message>
        <source>Roll the dice not held (Space)</source>
        <translation>Aruncă zarurile nepăstrate (Spațiu)</translation>
    </message>
    <message>
        <source>Countdown paused: Esc starts it again</source>
        <translation>Numărătoare oprită: Esc o pornește din nou</translation>
    </message>
    <message>
        <source>Validate move</source>
        <translation>Validează tura</translation>
    </message>
    <message>
        <source>Score the selected box (Enter)</source>
        <translation>Înscrie în căsuța aleasă (Enter)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Sugestie</translation>
    </message>
    <message>
        <source>Show the best choice (H)</source>
        <translation>Arată cea mai bună alegere (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Take back the last scoring, until the next player rolls (Ctrl+Z)</source>
        <translation>Anulează ultima înscriere, până când următorul jucător aruncă (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>Same players, a new game (P)</source>
        <translation>Aceiași jucători, o partidă nouă (P)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>Choose the game and the players (N)</source>
        <translation>Alege jocul și jucătorii (N)</translation>
    </message>
    <message>
        <source>Keys: Space roll · 1–5 hold or release a die · ↑/↓, Home/End, PgUp/PgDn or a box&apos;s letter choose a box (its letter again scores it) · Enter validate · Esc pause the countdown · H hint · D, S, T read the dice, sheet, totals · Tab moves between dice, buttons and sheet</source>
        <translation>Taste: Spațiu aruncă · 1–5 păstrează sau eliberează un zar · ↑/↓, Home/End, PgUp/PgDn sau litera unei căsuțe alege o căsuță (aceeași literă încă o dată înscrie în ea) · Enter validează · Esc oprește numărătoarea · H sugestie · D, S, T citesc zarurile, foaia, totalurile · Tab trece între zaruri, butoane și foaie</translation>
    </message>
    <message>
        <source>%1 took back the last scoring.</source>
        <translation>%1 a anulat ultima înscriere.</translation>
    </message>
    <message>
        <source>Undo the last scoring</source>
        <translation>Anulează ultima înscriere</translation>
    </message>
    <message numerus="yes">
        <source>Roll (%n left)</source>
        <translation>
            <numerusform>Aruncă (mai ai una)</numerusform>
            <numerusform>Aruncă (mai ai %n)</numerusform>
            <numerusform>Aruncă (mai ai %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints: the strategy table is damaged. Reinstall the program.</source>
        <translation>Fără sugestii: tabelul de strategie este deteriorat. Reinstalează programul.</translation>
    </message>
    <message numerus="yes">
        <source>Scoring in %n…</source>
        <translation>
            <numerusform>Înscriere automată într-o secundă…</numerusform>
            <numerusform>Înscriere automată în %n secunde…</numerusform>
            <numerusform>Înscriere automată în %n de secunde…</numerusform>
        </translation>
    </message>
    <message>
        <source>No open box scores: one must be sacrificed</source>
        <translation>Nicio căsuță deschisă nu aduce puncte: trebuie sacrificată una</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3</source>
        <translation>%1 a înscris %2 la %3</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3</source>
        <translation>Timpul a expirat: %1 a înscris %2 la %3</translation>
    </message>
    <message>
        <source>Nothing to undo: only a scoring, before the next player rolls.</source>
        <translation>Nimic de anulat: doar o înscriere, înainte ca următorul jucător să arunce.</translation>
    </message>
    <message>
        <source>Only the current player&apos;s open boxes can be chosen.</source>
        <translation>Se pot alege doar căsuțele libere ale jucătorului la rând.</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>The view&apos;s own refusal: a click in another player&apos;s column.</extracomment>
        <translation>%1 aruncă %2</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 păstrează %2</translation>
    </message>
    <message>
        <source>%1 rerolls every die</source>
        <translation>%1 aruncă din nou toate zarurile</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 alege %2</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Aruncă mai întâi zarurile.</translation>
    </message>
    <message>
        <source>No rolls left: choose a box and validate.</source>
        <translation>Nu mai ai aruncări: alege o căsuță și validează.</translation>
    </message>
    <message>
        <source>All five dice are held: release one to roll, or choose a box.</source>
        <translation>Toate cele cinci zaruri sunt păstrate: eliberează unul ca să arunci sau alege o căsuță.</translation>
    </message>
    <message>
        <source>This box is already filled.</source>
        <translation>Această căsuță este deja completată.</translation>
    </message>
    <message>
        <source>The joker rule forbids this box for this Penta.</source>
        <translation>Regula jokerului nu permite această căsuță pentru această Penta.</translation>
    </message>
    <message>
        <source>Select a box on the sheet first.</source>
        <translation>Alege mai întâi o căsuță din foaie.</translation>
    </message>
    <message>
        <source>Wait: the computer is playing.</source>
        <translation>Așteaptă: joacă calculatorul.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partida s-a încheiat.</translation>
    </message>
    <message>
        <source>Wait: the dice are still rolling.</source>
        <translation>Așteaptă: zarurile încă se rostogolesc.</translation>
    </message>
    <message>
        <source>The game is paused while another window is open.</source>
        <translation>Jocul este în pauză cât timp e deschisă altă fereastră.</translation>
    </message>
    <message>
        <source>Hint: %1 (expected final total about %2).</source>
        <translation>Sugestie: %1 (total final estimat: aproximativ %2).</translation>
    </message>
    <message>
        <source>Your current choice is the best one.</source>
        <translation>Alegerea ta actuală este cea mai bună.</translation>
    </message>
    <message>
        <source>Your current choice (%1) costs about %2 points.</source>
        <translation>Alegerea ta actuală (%1) costă aproximativ %2 puncte.</translation>
    </message>
    <message>
        <source>%1: %2 to win</source>
        <translation>%1:&#xa0;%2 șanse de câștig</translation>
    </message>
    <message>
        <source>score %1 in %2</source>
        <translation>înscrie %1 la %2</translation>
    </message>
    <message>
        <source>roll all five dice again</source>
        <translation>aruncă din nou toate cele cinci zaruri</translation>
    </message>
    <message>
        <source>keep %1 and roll again</source>
        <translation>păstrează %1 și aruncă din nou</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Computer</source>
        <translation>Calculatorul</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jucătorul %1</translation>
    </message>
</context>
<context>
    <name>PlayerReview</name>
    <message numerus="yes">
        <source>Expected points lost: %1 over %n decision(s) (%2 per decision).</source>
        <translation>
            <numerusform>Puncte pierdute în medie: %1 într-o singură decizie (%2 pe decizie).</numerusform>
            <numerusform>Puncte pierdute în medie: %1 în %n decizii (%2 pe decizie).</numerusform>
            <numerusform>Puncte pierdute în medie: %1 în %n de decizii (%2 pe decizie).</numerusform>
        </translation>
    </message>
    <message>
        <source>Costliest moves</source>
        <translation>Cele mai costisitoare alegeri</translation>
    </message>
    <message>
        <source>None: every decision was the best one.</source>
        <translation>Niciuna: fiecare decizie a fost cea mai bună.</translation>
    </message>
    <message>
        <source>Round %1, roll %2: %3 instead of %4 (−%5)</source>
        <translation>Tura %1, aruncarea %2: %3 în loc de %4 (−%5)</translation>
    </message>
    <message>
        <source>scored %1 in %2</source>
        <translation>ai înscris %1 la %2</translation>
    </message>
    <message>
        <source>scoring %1 in %2</source>
        <translation>a înscrie %1 la %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>zero zaruri</translation>
    </message>
    <message>
        <source>kept %1</source>
        <translation>ai păstrat %1</translation>
    </message>
    <message>
        <source>keeping %1</source>
        <translation>a păstra %1</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>New game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonezi partida în curs?</translation>
    </message>
    <message>
        <source>It will be lost once the new game starts.</source>
        <translation>Se va pierde când începe partida nouă.</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandonează</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuă jocul</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Renunță</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game over</source>
        <translation>Sfârșitul partidei</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 câștigă!</translation>
    </message>
    <message>
        <source>The computer wins!</source>
        <translation>Calculatorul câștigă!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victorie împărțită: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Locul</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jucător</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (calculator)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in the ranking</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Rezultate</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Move review</source>
        <translation>Analiza alegerilor</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regulile jocului %1</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score history of %1</source>
        <translation>Istoricul scorurilor pentru %1</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Istoricul scorurilor</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Nicio partidă încă</translation>
    </message>
    <message numerus="yes">
        <source>%1 game(s); last: %2 on %3</source>
        <translation>
            <numerusform>%1 partidă; ultima: %2, pe %3</numerusform>
            <numerusform>%1 partide; ultima: %2, pe %3</numerusform>
            <numerusform>%1 de partide; ultima: %2, pe %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Aces</source>
        <extracomment>The sheet&apos;s rows, top to bottom: a Box or a SumRow key.</extracomment>
        <translation>Asuri</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doi</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trei</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Patru</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinci</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Șase</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trei de un fel</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Careu</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Suită mică</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Suită mare</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Șansă</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Penta</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Suma de sus</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus de sus</translation>
    </message>
    <message>
        <source>Penta bonus</source>
        <translation>Bonus Penta</translation>
    </message>
    <message>
        <source>Lower sum</source>
        <translation>Suma de jos</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>0 points in %1</source>
        <translation>0 puncte la %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in %1</source>
        <translation>
            <numerusform>%n punct la %1</numerusform>
            <numerusform>%n puncte la %1</numerusform>
            <numerusform>%n de puncte la %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The joker rule forbids this box for this Penta</source>
        <translation>Regula jokerului nu permite această căsuță pentru această Penta</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2: scored %3</source>
        <translation>%1, %2: a înscris %3</translation>
    </message>
    <message>
        <source>%1: not allowed by the joker rule</source>
        <translation>%1: nepermisă de regula jokerului</translation>
    </message>
    <message>
        <source>%1, %2: %3 if scored now</source>
        <translation>%1, %2: %3 dacă înscrii acum</translation>
    </message>
    <message numerus="yes">
        <source>Will be scored in %n second(s)</source>
        <translation>
            <numerusform>Va fi înscrisă într-o secundă</numerusform>
            <numerusform>Va fi înscrisă în %n secunde</numerusform>
            <numerusform>Va fi înscrisă în %n de secunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicată de sugestie</translation>
    </message>
    <message>
        <source>%1, %2: open</source>
        <translation>%1, %2: liberă</translation>
    </message>
    <message>
        <source>Scored here when the countdown ends</source>
        <translation>Înscris aici când se termină numărătoarea inversă</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (calculator)</translation>
    </message>
    <message>
        <source>%1, current player</source>
        <translation>%1, jucătorul la rând</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foaia de scor</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <source>Played by the computer</source>
        <translation>Jucat de calculator</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (calculator)</translation>
    </message>
    <message>
        <source>%1: 0 points of %3</source>
        <translation>%1: 0 din %3 de puncte</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s) of %3</source>
        <translation>
            <numerusform>%1: %2 din %3 de puncte</numerusform>
            <numerusform>%1: %2 din %3 de puncte</numerusform>
            <numerusform>%1: %2 din %3 de puncte</numerusform>
        </translation>
    </message>
    <message>
        <source>(playing, %1 this turn)</source>
        <translation>(joacă, %1 în tura aceasta)</translation>
    </message>
</context>
<context>
    <name>SetAsideGroup</name>
    <message>
        <source>Roll %1 set aside %2: %3</source>
        <translation>Aruncarea %1, puse deoparte %2: %3</translation>
    </message>
</context>
<context>
    <name>SetAsideRow</name>
    <message>
        <source>Set aside this turn:</source>
        <translation>Puse deoparte în tura aceasta:</translation>
    </message>
    <message>
        <source>0 points so far</source>
        <translation>0 puncte până acum</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s) so far</source>
        <translation>
            <numerusform>%1 punct până acum</numerusform>
            <numerusform>%1 puncte până acum</numerusform>
            <numerusform>%1 de puncte până acum</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>The program could not start: %1</source>
        <extracomment>A box when the program fails before its window exists; %1 is the system&apos;s reason.</extracomment>
        <translation>Programul nu a putut porni: %1</translation>
    </message>
    <message>
        <source>Dice games</source>
        <extracomment>The title of that box: the program&apos;s name.</extracomment>
        <translation>Jocuri cu zaruri</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Joacă din nou</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Dice games</source>
        <translation>Jocuri cu zaruri</translation>
    </message>
    <message>
        <source>Choose a game. Play together on this computer, or against it.</source>
        <translation>Alege un joc. Joacă împreună cu alții la acest calculator sau împotriva lui.</translation>
    </message>
    <message>
        <source>Penta
5 dice, 13 boxes, up to 3 rolls a turn</source>
        <translation>Penta
5 zaruri, 13 căsuțe, cel mult 3 aruncări pe tură</translation>
    </message>
    <message>
        <source>Farkle
6 dice: set aside, bank or risk it</source>
        <translation>Farkle
6 zaruri: pui deoparte, încasezi sau riști</translation>
    </message>
    <message>
        <source>Play Penta</source>
        <translation>Joacă Penta</translation>
    </message>
    <message>
        <source>Play Farkle</source>
        <translation>Joacă Farkle</translation>
    </message>
</context>
</TS>
