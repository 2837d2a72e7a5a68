; Inno Setup 6 script: a per-user Windows installer for the PyInstaller onedir dist\dicegame.
; No administrator rights are needed: it installs to %LOCALAPPDATA%\Programs\Dice Games.
;
; Build on Windows, after `pyinstaller --noconfirm build.spec` (see .github/workflows/release.yml):
;   iscc /DAppVersion=0.1.0 packaging\windows\dicegame.iss
; Needs next to this file: Romanian.isl (Inno Setup's unofficial Romanian translation,
; Files/Languages/Unofficial/Romanian.isl in github.com/jrsoftware/issrc) and dicegame.ico
; (made from resources/icons/dicegame-256.png). Output: dist\dicegame-<version>-windows-x64-setup.exe

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppExe "dicegame.exe"
#define SourceDir "..\..\dist\dicegame"

[Setup]
AppId={{FA7EE593-CB59-4E6A-80C8-6BED4A3A6C8C}
AppName=Dice Games
AppVersion={#AppVersion}
AppVerName=Dice Games {#AppVersion}
AppPublisher=dicegame developers
DefaultDirName={autopf}\Dice Games
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=dicegame-{#AppVersion}-windows-x64-setup
SetupIconFile=dicegame.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={cm:AppTitle}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "pt_PT"; MessagesFile: "compiler:Languages\Portuguese.isl"
Name: "pt_BR"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "ro"; MessagesFile: "Romanian.isl"

[CustomMessages]
en.AppTitle=Dice Games
pt_PT.AppTitle=Jogos de dados
pt_BR.AppTitle=Jogos de dados
ro.AppTitle=Jocuri cu zaruri
en.AppComment=Penta and Farkle, alone, with friends or against the computer
pt_PT.AppComment=Penta e Farkle, sozinho, com amigos ou contra o computador
pt_BR.AppComment=Penta e Farkle, sozinho, com os amigos ou contra o computador
ro.AppComment=Penta și Farkle, singur, cu prietenii sau împotriva calculatorului

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{cm:AppTitle}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{cm:AppTitle}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{cm:AppTitle}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python byte-code caches are never written into a PyInstaller onedir, so nothing else to remove.
Type: dirifempty; Name: "{app}"
