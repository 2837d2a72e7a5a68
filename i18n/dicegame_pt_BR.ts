<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Dice games</source>
        <translation>Sobre Jogos de dados</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Dice games %1&lt;/h3&gt;&lt;p&gt;Penta and Farkle, from one to six players, plus the computer.&lt;/p&gt;&lt;p&gt;Free software under the &lt;a href=&apos;%2&apos;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (%3): no warranty.&lt;/p&gt;&lt;p&gt;Made by the dicegame contributors with Qt for Python (PySide6). The computer plays Penta with the optimal solitaire strategy and Farkle with exact odds.&lt;/p&gt;&lt;p&gt;Home page: &lt;a href=&apos;%4&apos;&gt;%4&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jogos de dados %1&lt;/h3&gt;&lt;p&gt;Penta e Farkle, de um a seis jogadores, mais o computador.&lt;/p&gt;&lt;p&gt;Software livre sob a &lt;a href=&apos;%2&apos;&gt;Licença Pública Geral GNU&lt;/a&gt;, versão 3 ou posterior (%3): sem nenhuma garantia.&lt;/p&gt;&lt;p&gt;Feito pelos colaboradores do dicegame com Qt for Python (PySide6). O computador joga Penta com a estratégia solitária ótima e Farkle com as probabilidades exatas.&lt;/p&gt;&lt;p&gt;Página do projeto: &lt;a href=&apos;%4&apos;&gt;%4&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The sounds are the program&apos;s own, synthesised by its tools/make_sounds.py, under the same licence.</source>
        <translation>Os sons são do próprio programa, sintetizados pelo seu tools/make_sounds.py, sob a mesma licença.</translation>
    </message>
</context>
<context>
    <name>AutosaveManager</name>
    <message>
        <source>The log and the move review of the saved game could not be read: the game goes on without them.</source>
        <translation>Não foi possível ler o histórico nem a análise das jogadas da partida salva: a partida continua sem eles.</translation>
    </message>
    <message>
        <source>The log of the saved game could not be read: the game goes on without it.</source>
        <translation>Não foi possível ler o histórico da partida salva: a partida continua sem ele.</translation>
    </message>
    <message>
        <source>The move review of the saved game could not be read: it starts again from now.</source>
        <translation>Não foi possível ler a análise das jogadas da partida salva: ela recomeça a partir de agora.</translation>
    </message>
    <message>
        <source>The saved file could not be kept aside.</source>
        <translation>Não foi possível guardar à parte uma cópia do arquivo salvo.</translation>
    </message>
    <message>
        <source>The saved file was kept as {file} in {folder}.</source>
        <translation>O arquivo salvo foi guardado à parte como {file} em {folder}.</translation>
    </message>
    <message>
        <source>The saved game could not be read, so it was set aside as {file} in {folder}. Reason: {reason}</source>
        <translation>Não foi possível ler a partida salva, por isso ela foi guardada à parte como {file} em {folder}. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be read and could not be set aside. Reason: {reason}</source>
        <translation>Não foi possível ler a partida salva nem guardá-la à parte. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The records could not be read, so they were set aside as {file} in {folder}. New records start now. Reason: {reason}</source>
        <translation>Não foi possível ler os recordes, por isso eles foram guardados à parte como {file} em {folder}. Os novos recordes começam agora. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The records could not be read and could not be set aside. Reason: {reason}</source>
        <translation>Não foi possível ler os recordes nem guardá-los à parte. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The result of this game cannot be added to the records ({reason}). Starting the program again will not change that, so it is not recorded.</source>
        <translation>Não é possível adicionar o resultado desta partida aos recordes ({reason}). Reiniciar o programa não muda isso, por isso o resultado não será registrado.</translation>
    </message>
    <message>
        <source>The result of this game could not be added to the records ({reason}). It is kept in {folder} and will be recorded the next time the program can write there: with the next game, when the program closes, or when it starts again.</source>
        <translation>Não foi possível adicionar o resultado desta partida aos recordes ({reason}). Ele fica guardado em {folder} e será registrado na próxima vez que o programa conseguir gravar ali: na próxima partida, quando o programa fechar ou quando ele iniciar de novo.</translation>
    </message>
    <message>
        <source>The result of this game could not be added to the records ({reason}), and the finished game could not be saved either. It is kept while the program runs and will be recorded the next time the program can write in {folder}: with the next game or when the program closes. If the program stops before that, the result is lost.</source>
        <translation>Não foi possível adicionar o resultado desta partida aos recordes ({reason}), nem salvar a partida terminada. Ele fica guardado enquanto o programa estiver aberto e será registrado na próxima vez que o programa conseguir gravar em {folder}: na próxima partida ou quando o programa fechar. Se o programa parar antes disso, o resultado será perdido.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). You can keep playing, but the game will be lost if the program closes.</source>
        <translation>Não é possível salvar a partida em {folder} ({reason}). Você pode continuar jogando, mas a partida será perdida se o programa fechar.</translation>
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
        <translation>Bônus de Cinco Iguais: +%1</translation>
    </message>
    <message>
        <source>Upper bonus: +%1</source>
        <translation>Bônus superior: +%1</translation>
    </message>
    <message>
        <source>Big bank: +%1</source>
        <translation>Grande pontuação guardada: +%1</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>Última rodada!</translation>
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
        <translation>Chance de ganhar: %1</translation>
    </message>
</context>
<context>
    <name>DieWidget</name>
    <message>
        <source>Die %1: not rolled</source>
        <translation>Dado %1: não lançado</translation>
    </message>
    <message>
        <source>Die %1: %2, set aside</source>
        <translation>Dado %1: %2, separado</translation>
    </message>
    <message>
        <source>Die %1: %2, held</source>
        <translation>Dado %1: %2, mantido</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Dado %1: %2</translation>
    </message>
    <message>
        <source>The hint suggests keeping this die</source>
        <translation>A dica é manter este dado</translation>
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
        <translation>Resultados</translation>
    </message>
    <message>
        <source>The places and the totals (R)</source>
        <translation>As posições e os totais (R)</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Análise das jogadas</translation>
    </message>
    <message>
        <source>What your decisions cost against the best ones (V)</source>
        <translation>Quanto custaram suas decisões em relação às melhores (V)</translation>
    </message>
</context>
<context>
    <name>ErrorNotice</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erro inesperado</translation>
    </message>
    <message>
        <source>Something went wrong inside the program. The game goes on, but it may not be shown correctly; starting a new game is safest.</source>
        <translation>Algo deu errado dentro do programa. A partida continua, mas pode não ser exibida corretamente; o mais seguro é começar uma nova partida.</translation>
    </message>
</context>
<context>
    <name>FarkleAnnouncer</name>
    <message>
        <source>no points</source>
        <translation>nenhum ponto</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 tirou %2.</translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 separa %2.</translation>
    </message>
    <message>
        <source>%1 set aside %2: not a scoring combination.</source>
        <translation>%1 separou %2: não é uma combinação que valha pontos.</translation>
    </message>
    <message>
        <source>%1 set aside %2: %3 this turn.</source>
        <translation>%1 separou %2: %3 neste turno.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Nothing set aside from this roll; %3 this turn.</source>
        <translation>%1 devolveu %2 ao jogo. Nada separado deste lançamento; %3 neste turno.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Set aside: %3; not a scoring combination.</source>
        <translation>%1 devolveu %2 ao jogo. Separados: %3; não é uma combinação que valha pontos.</translation>
    </message>
    <message>
        <source>%1 returned %2 to play. Set aside: %3; %4 this turn.</source>
        <translation>%1 devolveu %2 ao jogo. Separados: %3; %4 neste turno.</translation>
    </message>
    <message>
        <source>A %1 does not score in this roll.</source>
        <translation>Um %1 não vale pontos neste lançamento.</translation>
    </message>
    <message>
        <source>%1 banks %2: total %3.</source>
        <translation>%1 guarda %2: total %3.</translation>
    </message>
    <message>
        <source>%1 banked %2 and has %3.</source>
        <translation>%1 guardou %2 e tem %3.</translation>
    </message>
    <message>
        <source>Farkle! No die scores: %1 loses %2.</source>
        <translation>Turno perdido! Nenhum dado vale pontos: %1 perde %2.</translation>
    </message>
    <message>
        <source>Farkle! No die scores: %1 had no points at stake.</source>
        <translation>Turno perdido! Nenhum dado vale pontos: %1 não tinha pontos em jogo.</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Dados quentes!</translation>
    </message>
    <message>
        <source>Hot dice! All six dice come back, with %1 this turn.</source>
        <translation>Dados quentes! Os seis dados voltam ao jogo, com %1 neste turno.</translation>
    </message>
    <message>
        <source>Last turn! %1 reached the target: everyone else plays once more.</source>
        <translation>Última rodada! %1 alcançou a meta: cada um dos outros jogadores joga mais uma vez.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Vez de %1.</translation>
    </message>
    <message>
        <source>Game over: %1 wins with %2.</source>
        <translation>Fim da partida: %1 venceu com %2.</translation>
    </message>
    <message>
        <source>Game over: shared win (%1) with %2.</source>
        <translation>Fim da partida: vitória dividida (%1) com %2.</translation>
    </message>
    <message>
        <source>No dice rolled yet.</source>
        <translation>Nenhum dado foi lançado ainda.</translation>
    </message>
    <message>
        <source>Dice in play: %1.</source>
        <translation>Dados em jogo: %1.</translation>
    </message>
    <message>
        <source>Set aside from this roll: %1.</source>
        <translation>Separados deste lançamento: %1.</translation>
    </message>
    <message>
        <source>Set aside earlier: %1.</source>
        <translation>Separados antes: %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Target: %1.</source>
        <translation>Meta: %1.</translation>
    </message>
    <message>
        <source>This turn: %1. %2 has %3.</source>
        <translation>Neste turno: %1. %2 tem %3.</translation>
    </message>
    <message>
        <source>%1 leads with %2.</source>
        <translation>%1 lidera com %2.</translation>
    </message>
</context>
<context>
    <name>FarkleChances</name>
    <message>
        <source>Last turn: bank, %1 to win (rolling on: %2)</source>
        <translation>Última rodada: guarde, %1 de chance de ganhar (lançar de novo:&#xa0;%2)</translation>
    </message>
    <message>
        <source>Last turn: roll on, %2 to win (banking: %1)</source>
        <translation>Última rodada: lance de novo, %2 de chance de ganhar (guardar:&#xa0;%1)</translation>
    </message>
    <message>
        <source>Bank: %1 to win; roll on: %2</source>
        <translation>Guardar: %1 de chance de ganhar; lançar de novo:&#xa0;%2</translation>
    </message>
    <message>
        <source>Roll on: %2 to win; bank: %1</source>
        <translation>Lançar de novo: %2 de chance de ganhar; guardar:&#xa0;%1</translation>
    </message>
    <message>
        <source>Chances with everyone playing on as their level does (a person as the Expert)</source>
        <translation>Chances se cada um continuar jogando no seu nível (uma pessoa conta como o Especialista)</translation>
    </message>
    <message>
        <source>Chances with the best play by everyone from now on</source>
        <translation>Chances se todos jogarem da melhor forma daqui em diante</translation>
    </message>
</context>
<context>
    <name>FarkleMessages</name>
    <message>
        <source>%1 took back the bank: the turn goes on.</source>
        <translation>%1 desfez os pontos guardados: o turno continua.</translation>
    </message>
    <message numerus="yes">
        <source>%1 banked %2 point(s).</source>
        <translation>
            <numerusform>%1 guardou %2 ponto.</numerusform>
            <numerusform>%1 guardou %2 pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled no scoring die, with no points at stake: nothing lost.</source>
        <translation>%1 não tirou nenhum dado que valesse pontos, mas não tinha pontos em jogo: não perdeu nada.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled no scoring die and lost %2 point(s).</source>
        <translation>
            <numerusform>%1 não tirou nenhum dado que valesse pontos e perdeu %2 ponto.</numerusform>
            <numerusform>%1 não tirou nenhum dado que valesse pontos e perdeu %2 pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 tirou %2.</translation>
    </message>
    <message>
        <source>%1 set aside %2.</source>
        <translation>%1 separou %2.</translation>
    </message>
</context>
<context>
    <name>FarklePlayerReview</name>
    <message numerus="yes">
        <source>Expected points lost: %1 over %n decision(s) (%2 per decision).</source>
        <translation>
            <numerusform>Pontos perdidos em média: %1 em %n decisão (%2 por decisão).</numerusform>
            <numerusform>Pontos perdidos em média: %1 em %n decisões (%2 por decisão).</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1, roll %2: %3 instead of %4 (−%5)</source>
        <translation>Rodada %1, lançamento %2: %3 em vez de %4 (−%5)</translation>
    </message>
    <message>
        <source>set aside %1 and banked</source>
        <translation>separou %1 e guardou</translation>
    </message>
    <message>
        <source>set aside %1 and rolled on</source>
        <translation>separou %1 e lançou de novo</translation>
    </message>
    <message>
        <source>setting aside %1 and banking</source>
        <translation>separar %1 e guardar</translation>
    </message>
    <message>
        <source>setting aside %1 and rolling on</source>
        <translation>separar %1 e lançar de novo</translation>
    </message>
</context>
<context>
    <name>FarkleReview</name>
    <message>
        <source>Move review (expected points lost against the Expert)</source>
        <translation>Análise das jogadas (pontos perdidos em média em relação ao Especialista)</translation>
    </message>
</context>
<context>
    <name>FarkleScoreBoard</name>
    <message>
        <source>Scores</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Meta: %1</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Last turn! %1 reached the target: everyone else plays once more.</source>
        <translation>Última rodada! %1 alcançou a meta: cada um dos outros jogadores joga mais uma vez.</translation>
    </message>
</context>
<context>
    <name>FarkleTargets</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FarkleView</name>
    <message>
        <source>Farkle!</source>
        <translation>Turno perdido!</translation>
    </message>
    <message>
        <source>Hot dice!</source>
        <translation>Dados quentes!</translation>
    </message>
    <message>
        <source>Last turn!</source>
        <translation>Última rodada!</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Roll the dice in play (Space)</source>
        <translation>Lançar os dados em jogo (Espaço)</translation>
    </message>
    <message>
        <source>Add the turn&apos;s points to your total (B)</source>
        <translation>Somar os pontos do turno ao seu total (B)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Dice in play</source>
        <translation>Dados em jogo</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Turno: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Fim da partida: %1 venceu!</translation>
    </message>
    <message>
        <source>Game over: the computer wins!</source>
        <translation>Fim da partida: o computador venceu!</translation>
    </message>
    <message>
        <source>Game over: shared win (%1)</source>
        <translation>Fim da partida: vitória dividida (%1)</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (computador) está jogando…</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>separado</translation>
    </message>
    <message>
        <source>%1 still leads with %2: bank anyway?</source>
        <translation>%1 continua na liderança com %2: guardar mesmo assim?</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Take back the last bank, until the next player rolls (Ctrl+Z)</source>
        <translation>Desfazer os últimos pontos guardados, até o próximo jogador lançar (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Undo the last bank</source>
        <translation>Desfazer os últimos pontos guardados</translation>
    </message>
    <message>
        <source>Farkle board</source>
        <translation>Tabuleiro do Farkle</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Placar</translation>
    </message>
    <message>
        <source>Roll the last die</source>
        <translation>Lançar o último dado</translation>
    </message>
    <message>
        <source>Roll %1 dice</source>
        <translation>Lançar %1 dados</translation>
    </message>
    <message numerus="yes">
        <source>Bank %1 point(s)</source>
        <translation>
            <numerusform>Guardar %1 ponto</numerusform>
            <numerusform>Guardar %1 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Bank (nothing to bank yet)</source>
        <translation>Guardar (ainda não há pontos para guardar)</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>O %1 está jogando…</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, é a sua vez</translation>
    </message>
    <message>
        <source>The game is over. Play again, or start a new game.</source>
        <translation>A partida terminou. Jogue de novo ou comece uma nova partida.</translation>
    </message>
    <message>
        <source>No die scores: the turn&apos;s points are lost.</source>
        <translation>Nenhum dado vale pontos: os pontos do turno foram perdidos.</translation>
    </message>
    <message>
        <source>The computer plays its turn step by step.</source>
        <translation>O computador joga o turno dele passo a passo.</translation>
    </message>
    <message>
        <source>Roll the dice (Space).</source>
        <translation>Lance os dados (Espaço).</translation>
    </message>
    <message>
        <source>Hot dice: all six dice come back. Roll them all, or bank.</source>
        <translation>Dados quentes: os seis dados voltam ao jogo. Lance todos ou guarde os pontos.</translation>
    </message>
    <message>
        <source>Set aside more dice, roll the others (Space), or bank (B).</source>
        <translation>Separe mais dados, lance os outros (Espaço) ou guarde os pontos (B).</translation>
    </message>
    <message>
        <source>These dice do not score together: return the extra ones to play.</source>
        <translation>Esses dados não valem pontos juntos: devolva ao jogo os que sobram.</translation>
    </message>
    <message>
        <source>Click the dice that score to set them aside (keys 1–6).</source>
        <translation>Clique nos dados que valem pontos para separá-los (teclas 1–6).</translation>
    </message>
    <message>
        <source>A %1 does not score in this roll: it stays in play.</source>
        <translation>Um %1 não vale pontos neste lançamento: ele continua em jogo.</translation>
    </message>
    <message>
        <source>Please wait: the computer is playing.</source>
        <translation>Aguarde: o computador está jogando.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Set aside at least one scoring die first.</source>
        <translation>Separe primeiro pelo menos um dado que valha pontos.</translation>
    </message>
    <message>
        <source>There is no such die in this roll.</source>
        <translation>Não existe esse dado neste lançamento.</translation>
    </message>
    <message>
        <source>Wait: the dice are still rolling.</source>
        <translation>Aguarde: os dados ainda estão rolando.</translation>
    </message>
    <message>
        <source>The game is paused while another window is open.</source>
        <translation>O jogo fica pausado enquanto outra janela estiver aberta.</translation>
    </message>
    <message>
        <source>Nothing to undo: only a bank, before the next player rolls.</source>
        <translation>Nada para desfazer: só dá para desfazer pontos guardados, antes de o próximo jogador lançar.</translation>
    </message>
    <message>
        <source>This turn is lost: the next player plays in a moment.</source>
        <translation>Este turno foi perdido: o próximo jogador joga em instantes.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lance os dados primeiro.</translation>
    </message>
    <message>
        <source>Set aside: not a scoring combination</source>
        <translation>Separados: não é uma combinação que valha pontos</translation>
    </message>
    <message>
        <source>Set aside from this roll: %1</source>
        <translation>Separados deste lançamento: %1</translation>
    </message>
    <message>
        <source>Risk of a farkle: –</source>
        <translation>Risco de perder: –</translation>
    </message>
    <message>
        <source>Risk of a farkle: %1</source>
        <translation>Risco de perder: %1</translation>
    </message>
    <message>
        <source>Expert: set aside %1</source>
        <translation>Especialista: separe %1</translation>
    </message>
    <message>
        <source>Expert: bank (rolling on, the turn would end with %1 on average)</source>
        <translation>Especialista: guarde (lançar de novo daria em média %1 no turno)</translation>
    </message>
    <message>
        <source>Expert: roll (expects %1 this turn)</source>
        <translation>Especialista: lance (em média %1 neste turno)</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lançar</translation>
    </message>
    <message>
        <source>set a die aside or return it</source>
        <translation>separar um dado ou devolvê-lo</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>guardar</translation>
    </message>
    <message>
        <source>skip the pause after a farkle</source>
        <translation>pular a pausa depois de um turno perdido</translation>
    </message>
    <message>
        <source>Expert&apos;s advice</source>
        <translation>conselho do Especialista</translation>
    </message>
    <message>
        <source>read the dice, scores, totals</source>
        <translation>ler os dados, o placar, os totais</translation>
    </message>
    <message>
        <source>Tab moves between dice and buttons</source>
        <translation>Tab alternar entre dados e botões</translation>
    </message>
    <message>
        <source>Keys: %1</source>
        <translation>Teclas: %1</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>O arquivo não é texto UTF-8.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line %1).</source>
        <translation>O arquivo não é JSON válido (linha %1).</translation>
    </message>
    <message>
        <source>The file nests too deeply.</source>
        <translation>O arquivo tem níveis aninhados demais.</translation>
    </message>
    <message>
        <source>The file holds a number that is not allowed.</source>
        <translation>O arquivo contém um número que não é permitido.</translation>
    </message>
    <message>
        <source>The file is larger than the %1 bytes allowed.</source>
        <translation>O arquivo é maior do que os %1 bytes permitidos.</translation>
    </message>
    <message>
        <source>The file cannot be read (it is not a regular file).</source>
        <translation>Não é possível ler o arquivo (não é um arquivo comum).</translation>
    </message>
    <message>
        <source>The file is a symbolic link.</source>
        <translation>O arquivo é um link simbólico.</translation>
    </message>
    <message>
        <source>The file cannot be read (%1).</source>
        <translation>Não é possível ler o arquivo (%1).</translation>
    </message>
    <message>
        <source>Line %1 is not a setting.</source>
        <translation>A linha %1 não é uma configuração.</translation>
    </message>
    <message>
        <source>The file was not written by this program.</source>
        <translation>O arquivo não foi gravado por este programa.</translation>
    </message>
    <message>
        <source>The file&apos;s version, %1, is not supported.</source>
        <translation>A versão do arquivo, %1, não é suportada.</translation>
    </message>
    <message>
        <source>The field “%1” is missing.</source>
        <translation>Falta o campo “%1”.</translation>
    </message>
    <message>
        <source>The file holds an unknown field, “%1”.</source>
        <translation>O arquivo contém um campo desconhecido, “%1”.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a group of fields belongs.</source>
        <translation>O arquivo contém um valor do tipo errado onde deveria haver um grupo de campos.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a list belongs.</source>
        <translation>O arquivo contém um valor do tipo errado onde deveria haver uma lista.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a text belongs.</source>
        <translation>O arquivo contém um valor do tipo errado onde deveria haver um texto.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where a whole number belongs.</source>
        <translation>O arquivo contém um valor do tipo errado onde deveria haver um número inteiro.</translation>
    </message>
    <message>
        <source>The file holds a value of the wrong kind where true or false belongs.</source>
        <translation>O arquivo contém um valor do tipo errado onde deveria haver verdadeiro ou falso.</translation>
    </message>
    <message>
        <source>A number in the file is %1, outside the allowed range, %2 to %3.</source>
        <translation>Um número do arquivo é %1, fora do intervalo permitido, de %2 a %3.</translation>
    </message>
    <message>
        <source>A list in the file holds %1 items where %2 to %3 belong.</source>
        <translation>Uma lista do arquivo tem %1 itens, quando deveria ter de %2 a %3.</translation>
    </message>
    <message>
        <source>A text in the file is longer than %1 characters.</source>
        <translation>Um texto do arquivo tem mais de %1 caracteres.</translation>
    </message>
    <message>
        <source>A text in the file holds a character that cannot be saved.</source>
        <translation>Um texto do arquivo contém um caractere que não pode ser salvo.</translation>
    </message>
    <message>
        <source>The file holds a value that is not allowed.</source>
        <translation>O arquivo contém um valor que não é permitido.</translation>
    </message>
    <message>
        <source>A player&apos;s name in the file is blank.</source>
        <translation>O nome de um jogador no arquivo está em branco.</translation>
    </message>
    <message>
        <source>A date in the file is not a valid date.</source>
        <translation>Uma data do arquivo não é válida.</translation>
    </message>
    <message>
        <source>Values in the file contradict each other.</source>
        <translation>Há valores no arquivo que se contradizem.</translation>
    </message>
    <message>
        <source>The file holds a game this version of the program does not know, “%1”.</source>
        <translation>O arquivo contém um jogo que esta versão do programa não conhece, “%1”.</translation>
    </message>
    <message>
        <source>The file could not be understood (%1).</source>
        <translation>Não foi possível interpretar o arquivo (%1).</translation>
    </message>
    <message>
        <source>A number in the file is far outside the allowed range, %2 to %3.</source>
        <translation>Um número do arquivo está muito fora do intervalo permitido, de %2 a %3.</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permissão negada</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Operação não permitida</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>Não há espaço livre no disco</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Cota de disco excedida</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Sistema de arquivos somente leitura</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Erro de entrada/saída</translation>
    </message>
    <message>
        <source>No such file or folder</source>
        <translation>O arquivo ou a pasta não existe</translation>
    </message>
    <message>
        <source>A part of the path is not a folder</source>
        <translation>Uma parte do caminho não é uma pasta</translation>
    </message>
    <message>
        <source>The path loops through symbolic links</source>
        <translation>O caminho forma um ciclo de links simbólicos</translation>
    </message>
    <message>
        <source>It is a folder</source>
        <translation>É uma pasta</translation>
    </message>
    <message>
        <source>The name is too long</source>
        <translation>O nome é longo demais</translation>
    </message>
    <message>
        <source>The file is too large</source>
        <translation>O arquivo é grande demais</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>erro do sistema %1</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>o sistema recusou</translation>
    </message>
    <message>
        <source>an unexpected error (%1)</source>
        <translation>um erro inesperado (%1)</translation>
    </message>
</context>
<context>
    <name>FolderNotice</name>
    <message>
        <source>Games, records and settings cannot be kept in {folder} ({reason}). You can play, but nothing is saved: a game in progress is lost when the program closes.</source>
        <translation>Não é possível salvar partidas, recordes e configurações em {folder} ({reason}). Você pode jogar, mas nada é salvo: uma partida em andamento será perdida quando o programa fechar.</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Pasta de dados</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <source>%1 kept %2 and rolled: %3</source>
        <translation>%1 manteve %2 e tirou: %3</translation>
    </message>
    <message>
        <source>%1 rolled: %2</source>
        <translation>%1 tirou: %2</translation>
    </message>
    <message>
        <source>%1 set aside %2 (%3)</source>
        <translation>%1 separou %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 in %3 (auto-score)</source>
        <translation>%1: %2 em %3 (marcação automática)</translation>
    </message>
    <message>
        <source>%1: %2 in %3</source>
        <translation>%1: %2 em %3</translation>
    </message>
    <message>
        <source>%1 banked %2</source>
        <translation>%1 guardou %2</translation>
    </message>
    <message>
        <source>%1: farkle, %2 lost</source>
        <translation>%1: turno perdido, perdeu %2</translation>
    </message>
    <message>
        <source>%1: farkle, nothing lost</source>
        <translation>%1: turno perdido, não perdeu nada</translation>
    </message>
    <message>
        <source>%1: hot dice!</source>
        <translation>%1: dados quentes!</translation>
    </message>
    <message>
        <source>%1 reached the target: last turn for the others</source>
        <translation>%1 alcançou a meta: última rodada para os outros</translation>
    </message>
    <message>
        <source>%1 took back the last scoring</source>
        <translation>%1 desfez a última marcação</translation>
    </message>
    <message>
        <source>%1 scored %2</source>
        <translation>%1 marcou %2</translation>
    </message>
    <message>
        <source>%1 took back the last move</source>
        <translation>%1 desfez a última jogada</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>Fim da partida. Vitória: %1</translation>
    </message>
    <message>
        <source>%1 played</source>
        <translation>%1 jogou</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 pontos</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Histórico da partida</translation>
    </message>
    <message>
        <source>Show or hide every action of the game</source>
        <translation>Mostrar ou ocultar todas as ações da partida</translation>
    </message>
    <message>
        <source>Game log, newest first</source>
        <translation>Histórico da partida, o mais recente primeiro</translation>
    </message>
</context>
<context>
    <name>GameStatsPage</name>
    <message>
        <source>Computer player</source>
        <translation>Jogador controlado pelo computador</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Recordes</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Pentas</source>
        <translation>Cinco Iguais</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bônus superior</translation>
    </message>
    <message>
        <source>Per turn</source>
        <translation>Por turno</translation>
    </message>
    <message>
        <source>Farkles</source>
        <translation>Turnos perdidos</translation>
    </message>
    <message>
        <source>Hot dice</source>
        <translation>Dados quentes</translation>
    </message>
    <message>
        <source>Player statistics</source>
        <translation>Estatísticas dos jogadores</translation>
    </message>
    <message>
        <source>&amp;High scores</source>
        <translation>&amp;Recordes</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jogadores</translation>
    </message>
    <message>
        <source>S&amp;core history of</source>
        <translation>&amp;Histórico de pontuações de</translation>
    </message>
    <message>
        <source>Player shown in the chart</source>
        <translation>Jogador mostrado no gráfico</translation>
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
        <translation>Agora é a vez do %1 — aperte %2 para desfazer sua jogada ou Espaço para continuar</translation>
    </message>
    <message>
        <source>%1&apos;s turn: press Space or click to start</source>
        <translation>Vez de %1: aperte Espaço ou clique para começar</translation>
    </message>
</context>
<context>
    <name>IniStore</name>
    <message>
        <source>A line of the settings could not be read and was left out; the other settings are kept. Reason: {reason}</source>
        <translation>Uma linha das configurações não pôde ser lida e foi deixada de fora; as outras configurações são mantidas. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The settings could not be read; the defaults are used. Reason: {reason}</source>
        <translation>Não foi possível ler as configurações; os valores padrão são usados. Motivo: {reason}</translation>
    </message>
    <message>
        <source>The old file was set aside as {file} in {folder}.</source>
        <translation>O arquivo antigo foi guardado à parte como {file} em {folder}.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in {folder} ({reason}).</source>
        <translation>Não é possível salvar as suas configurações em {folder} ({reason}).</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Keyboard keys</source>
        <translation>Teclas do teclado</translation>
    </message>
    <message>
        <source>The game keys work when the game has the focus (after a click on it, or Esc); a focused button takes Space and Enter itself.</source>
        <translation>As teclas do jogo funcionam quando o jogo está com o foco (depois de clicar nele, ou com Esc); um botão com o foco recebe ele mesmo o Espaço e o Enter.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Skip the pause after a farkle</source>
        <translation>Pular a pausa depois de um turno perdido</translation>
    </message>
    <message>
        <source>Read the Expert&apos;s advice aloud</source>
        <translation>Ler o conselho do Especialista em voz alta</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Espaço ou Enter</translation>
    </message>
    <message>
        <source>Hold or release a die</source>
        <translation>Manter ou soltar um dado</translation>
    </message>
    <message>
        <source>First or last open box; the first one of the other section</source>
        <translation>Primeira ou última casa aberta; a primeira da outra seção</translation>
    </message>
    <message>
        <source>Choose that box; the same letter again scores it</source>
        <translation>Escolher essa casa; a mesma letra de novo marca nela</translation>
    </message>
    <message>
        <source>The letter beside a box</source>
        <translation>A letra ao lado de uma casa</translation>
    </message>
    <message>
        <source>Score that box at once</source>
        <translation>Marcar logo nessa casa</translation>
    </message>
    <message>
        <source>Double-click a box</source>
        <translation>Clique duplo em uma casa</translation>
    </message>
    <message>
        <source>Pause the auto-score countdown, or start it again</source>
        <translation>Pausar a contagem regressiva da marcação automática, ou retomá-la</translation>
    </message>
    <message>
        <source>P or Enter</source>
        <translation>P ou Enter</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>↑ / ↓</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <source>Choose a box</source>
        <translation>Escolher uma casa</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Validate move</source>
        <translation>Validar jogada</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Set a die aside or return it</source>
        <translation>Separar um dado ou devolvê-lo</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Read the dice aloud</source>
        <translation>Ler os dados em voz alta</translation>
    </message>
    <message>
        <source>Read the score sheet or scoreboard aloud</source>
        <translation>Ler a folha ou o placar em voz alta</translation>
    </message>
    <message>
        <source>Read the totals aloud</source>
        <translation>Ler os totais em voz alta</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Análise das jogadas</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>At the end of a game: %1</source>
        <translation>No fim da partida: %1</translation>
    </message>
    <message>
        <source>Alt + underlined letter</source>
        <translation>Alt + letra sublinhada</translation>
    </message>
    <message>
        <source>Open a menu, choose in a dialog</source>
        <translation>Abrir um menu, escolher em uma janela</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the menu or dialog; back to the game</source>
        <translation>Fechar o menu ou a janela; voltar ao jogo</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Move between the dice, buttons and sheet</source>
        <translation>Passar entre os dados, os botões e a folha</translation>
    </message>
    <message>
        <source>Both games</source>
        <translation>Nos dois jogos</translation>
    </message>
    <message>
        <source>Between turns</source>
        <translation>Entre turnos</translation>
    </message>
    <message>
        <source>Menus and window</source>
        <translation>Menus e janela</translation>
    </message>
    <message>
        <source>Hand-over card: the next player starts</source>
        <translation>Cartão de passagem de vez: o próximo jogador começa</translation>
    </message>
    <message>
        <source>Space, Enter or a click</source>
        <translation>Espaço, Enter ou um clique</translation>
    </message>
    <message>
        <source>The computer&apos;s pause card: it plays now</source>
        <translation>Cartão de pausa do computador: ele joga agora</translation>
    </message>
    <message>
        <source>The computer&apos;s pause card: take your move back</source>
        <translation>Cartão de pausa do computador: desfazer sua jogada</translation>
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
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <source>Points lost per round</source>
        <translation>Pontos perdidos por rodada</translation>
    </message>
    <message>
        <source>Round %1: −%2</source>
        <translation>Rodada %1: −%2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Dice games</source>
        <translation>Jogos de dados</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>&amp;Ritmo do computador</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <source>&amp;Auto-score</source>
        <translation>Marcação &amp;automática</translation>
    </message>
    <message numerus="yes">
        <source>After %n second(s)</source>
        <translation>
            <numerusform>Após %n segundo</numerusform>
            <numerusform>Após %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Off: I always choose the box</source>
        <translation>Desligada: eu sempre escolho a casa</translation>
    </message>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Tamanho do texto</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>Part of the program is missing or damaged (the Penta strategy table). Please reinstall the program. Until then, the computer and the automatic scoring pick the box worth the most points now, and hints and the move review are off.</source>
        <translation>Uma parte do programa está faltando ou danificada (a tabela de estratégia do Penta). Reinstale o programa. Até lá, o computador e a marcação automática escolhem a casa que vale mais pontos agora, e as dicas e a análise das jogadas ficam desativadas.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partida salva</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partida não terminada</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>For s&amp;creen readers (slowest)</source>
        <translation>Para leitores de &amp;tela (o mais lento)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantâneo</translation>
    </message>
    <message>
        <source>Show the chance to &amp;win</source>
        <translation>Mostrar a chance de &amp;ganhar</translation>
    </message>
    <message>
        <source>&amp;Hand-over between players</source>
        <translation>&amp;Passagem de vez entre jogadores</translation>
    </message>
    <message>
        <source>&amp;Roll at the start of a turn</source>
        <translation>&amp;Lançar ao começar a vez</translation>
    </message>
    <message>
        <source>Score with one &amp;click</source>
        <translation>Marcar com um só &amp;clique</translation>
    </message>
    <message>
        <source>S&amp;ounds</source>
        <translation>S&amp;ons</translation>
    </message>
    <message>
        <source>An&amp;imations</source>
        <translation>Ani&amp;mações</translation>
    </message>
    <message>
        <source>&amp;Look</source>
        <translation>&amp;Visual</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Table (felt and wood)</source>
        <translation>&amp;Mesa (feltro e madeira)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Abrir a barra de menus</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Not n&amp;ow</source>
        <translation>&amp;Agora não</translation>
    </message>
    <message>
        <source>Discard the game</source>
        <translation>Descartar a partida</translation>
    </message>
    <message>
        <source>Delete the unfinished game for good?</source>
        <translation>Apagar de vez a partida não terminada?</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Apagar</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>A game of %1 (%2) was not finished. Continue it?</source>
        <translation>Uma partida de %1 (%2) não foi terminada. Deseja continuá-la?</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Recordes</translation>
    </message>
    <message>
        <source>Saving the game</source>
        <translation>Salvar a partida</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Names</source>
        <translation>Nomes</translation>
    </message>
    <message>
        <source>Humans + 1 AI</source>
        <translation>Humanos + 1 IA</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>&amp;Human players:</source>
        <translation>Jogadores &amp;humanos:</translation>
    </message>
    <message>
        <source>The &amp;computer plays too</source>
        <translation>O &amp;computador também joga</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nível do computador:</translation>
    </message>
    <message>
        <source>&amp;Target (Farkle):</source>
        <translation>&amp;Meta (Farkle):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Number of human players</source>
        <translation>Número de jogadores humanos</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Names (up to %1 characters each)</source>
        <translation>Nomes (até %1 caracteres cada)</translation>
    </message>
    <message>
        <source>Master: plays for the best chance to win (exactly with two players; in larger games, by the chances to win the game shows).</source>
        <translation>Mestre: joga para ter a maior chance de ganhar (de forma exata com dois jogadores; em partidas maiores, pelas chances de ganhar que o jogo mostra).</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfeito</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bom</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Iniciante</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Pontuação a atingir</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Jogador &amp;%1:</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nome do jogador %1</translation>
    </message>
    <message>
        <source>Up to %1 characters</source>
        <translation>Até %1 caracteres</translation>
    </message>
    <message>
        <source>Expert: plays for the most points per turn.</source>
        <translation>Especialista: joga para fazer o máximo de pontos por turno.</translation>
    </message>
    <message>
        <source>Normal: banks as soon as its turn reaches 300 points (more when behind, less with one or two dice left), as the rules say.</source>
        <translation>Normal: guarda os pontos assim que o turno chega a 300 (mais quando está atrás, menos quando sobram um ou dois dados), como dizem as regras.</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Amador</translation>
    </message>
    <message>
        <source>Master: in its last two or three turns, plays for the best chance to finish ahead of all the other players rather than for the most points.</source>
        <translation>Mestre: nas duas ou três últimas rodadas, joga para ter a maior chance de terminar à frente de todos os outros jogadores, em vez de buscar mais pontos.</translation>
    </message>
    <message>
        <source>Against Perfect players it wins about 51 % of two-player games and about 34.3 % of three-player games (a third would be 33.3 %).</source>
        <translation>Contra o Perfeito ganha cerca de 51 % das partidas de dois jogadores e cerca de 34,3 % das de três (um terço seria 33,3 %).</translation>
    </message>
    <message>
        <source>Casual: makes half of its choices as Good does and the other half as Beginner does (about 200 points a game).</source>
        <translation>Amador: faz metade das escolhas como o Bom e a outra metade como o Iniciante (cerca de 200 pontos por partida).</translation>
    </message>
    <message>
        <source>Beginner: keeps its most common face and writes the box worth the most points now (about 162 points a game).</source>
        <translation>Iniciante: mantém a face que mais se repete e marca a casa que vale mais pontos agora (cerca de 162 pontos por partida).</translation>
    </message>
    <message>
        <source>Good: weighs every choice as the perfect player does, but often takes one nearly as good (about 234 points a game).</source>
        <translation>Bom: avalia cada escolha como o jogador perfeito, mas muitas vezes fica com uma quase tão boa (cerca de 234 pontos por partida).</translation>
    </message>
    <message>
        <source>Perfect: plays the optimal strategy (about 254 points a game).</source>
        <translation>Perfeito: joga a estratégia ótima (cerca de 254 pontos por partida).</translation>
    </message>
    <message>
        <source>Two players are called %1: give each player a different name.</source>
        <translation>Há dois jogadores chamados %1: dê um nome diferente a cada jogador.</translation>
    </message>
</context>
<context>
    <name>PentaAnnouncer</name>
    <message>
        <source>You rolled %1, 2 rolls left</source>
        <translation>Saiu %1, faltam 2 lançamentos</translation>
    </message>
    <message>
        <source>You rolled %1, 1 roll left</source>
        <translation>Saiu %1, falta 1 lançamento</translation>
    </message>
    <message>
        <source>You rolled %1, no rolls left: choose a box</source>
        <translation>Saiu %1, sem mais lançamentos: escolha uma casa</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 vence com %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2.</source>
        <translation>%1 dividem a vitória com %2.</translation>
    </message>
    <message>
        <source>Dice: not rolled yet.</source>
        <translation>Dados: ainda não lançados.</translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation>%1 mantido</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dados: %1.</translation>
    </message>
    <message>
        <source>Totals: %1.</source>
        <translation>Totais: %1.</translation>
    </message>
    <message>
        <source>Die %1: %2, released</source>
        <translation>Dado %1: %2, solto</translation>
    </message>
    <message>
        <source>No open box scores: you must sacrifice one.</source>
        <translation>Nenhuma casa aberta vale pontos: é preciso sacrificar uma.</translation>
    </message>
    <message numerus="yes">
        <source>Scoring in %n second(s): %1.</source>
        <translation>
            <numerusform>Marcação automática em %n segundo: %1.</numerusform>
            <numerusform>Marcação automática em %n segundos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1.</source>
        <translation>Total %1.</translation>
    </message>
    <message>
        <source>%1 ends with %2: %3 in %4.</source>
        <translation>%1 termina com %2: %3 em %4.</translation>
    </message>
    <message>
        <source>%1 ends with %2.</source>
        <translation>%1 termina com %2.</translation>
    </message>
</context>
<context>
    <name>PentaChances</name>
    <message>
        <source>Chances as each one plays: the computer at its level, each person at the level their moves so far fit</source>
        <translation>Chances conforme cada um joga: o computador no nível dele, cada pessoa no nível que suas jogadas até agora mostram</translation>
    </message>
</context>
<context>
    <name>PentaReview</name>
    <message>
        <source>Move review (expected points lost against the best play)</source>
        <translation>Análise das jogadas (pontos perdidos em média em relação à melhor jogada)</translation>
    </message>
    <message>
        <source>Move review</source>
        <translation>Análise das jogadas</translation>
    </message>
</context>
<context>
    <name>PentaView</name>
    <message>
        <source>Game over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>O %1 está jogando…</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3 and a Penta bonus of %4</source>
        <translation>Tempo esgotado: %1 marcou %2 em %3 e ganhou %4 de bônus de Cinco Iguais</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 and a Penta bonus of %4</source>
        <translation>%1 marcou %2 em %3 e ganhou %4 de bônus de Cinco Iguais</translation>
    </message>
    <message>
        <source>The upper bonus of %1 is reached too.</source>
        <translation>Também ganhou o bônus superior de %1.</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3 and the upper bonus of %4</source>
        <translation>Tempo esgotado: %1 marcou %2 em %3 e ganhou o bônus superior de %4</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 and the upper bonus of %4</source>
        <translation>%1 marcou %2 em %3 e ganhou o bônus superior de %4</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, é a sua vez</translation>
    </message>
    <message>
        <source>Round %1/%2</source>
        <translation>Rodada %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>Roll, %n left</source>
        <translation>
            <numerusform>Lançar, resta %n</numerusform>
            <numerusform>Lançar, restam %n</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left</source>
        <translation>Sem mais lançamentos</translation>
    </message>
    <message>
        <source>Roll, no rolls left</source>
        <translation>Lançar, sem mais lançamentos</translation>
    </message>
    <message>
        <source>Roll the dice not held (Space)</source>
        <translation>Lançar os dados não mantidos (Espaço)</translation>
    </message>
    <message>
        <source>Countdown paused: Esc starts it again</source>
        <translation>Contagem regressiva pausada: Esc a retoma</translation>
    </message>
    <message>
        <source>Validate move</source>
        <translation>Validar jogada</translation>
    </message>
    <message>
        <source>Score the selected box (Enter)</source>
        <translation>Marcar na casa escolhida (Enter)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Show the best choice (H)</source>
        <translation>Mostrar a melhor escolha (H)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Take back the last scoring, until the next player rolls (Ctrl+Z)</source>
        <translation>Desfazer a última marcação, até o próximo jogador lançar (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>Same players, a new game (P)</source>
        <translation>Os mesmos jogadores, uma nova partida (P)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Choose the game and the players (N)</source>
        <translation>Escolher o jogo e os jogadores (N)</translation>
    </message>
    <message>
        <source>Keys: Space roll · 1–5 hold or release a die · ↑/↓, Home/End, PgUp/PgDn or a box&apos;s letter choose a box (its letter again scores it) · Enter validate · Esc pause the countdown · H hint · D, S, T read the dice, sheet, totals · Tab moves between dice, buttons and sheet</source>
        <translation>Teclas: Espaço lançar · 1–5 manter ou soltar um dado · ↑/↓, Home/End, PgUp/PgDn ou a letra de uma casa escolher uma casa (a mesma letra de novo marca nela) · Enter validar · Esc pausar a contagem regressiva · H dica · D, S, T ler os dados, a folha, os totais · Tab alternar entre dados, botões e folha</translation>
    </message>
    <message>
        <source>%1 took back the last scoring.</source>
        <translation>%1 desfez a última marcação.</translation>
    </message>
    <message>
        <source>Undo the last scoring</source>
        <translation>Desfazer a última marcação</translation>
    </message>
    <message numerus="yes">
        <source>Roll (%n left)</source>
        <translation>
            <numerusform>Lançar (resta %n)</numerusform>
            <numerusform>Lançar (restam %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No hints: the strategy table is damaged. Reinstall the program.</source>
        <translation>Sem dicas: a tabela de estratégia está danificada. Reinstale o programa.</translation>
    </message>
    <message numerus="yes">
        <source>Scoring in %n…</source>
        <translation>
            <numerusform>Marcação automática em %n segundo…</numerusform>
            <numerusform>Marcação automática em %n segundos…</numerusform>
        </translation>
    </message>
    <message>
        <source>No open box scores: one must be sacrificed</source>
        <translation>Nenhuma casa aberta vale pontos: é preciso sacrificar uma</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3</source>
        <translation>%1 marcou %2 em %3</translation>
    </message>
    <message>
        <source>Time is up: %1 scored %2 in %3</source>
        <translation>Tempo esgotado: %1 marcou %2 em %3</translation>
    </message>
    <message>
        <source>Nothing to undo: only a scoring, before the next player rolls.</source>
        <translation>Nada para desfazer: só dá para desfazer uma marcação, antes de o próximo jogador lançar.</translation>
    </message>
    <message>
        <source>Only the current player&apos;s open boxes can be chosen.</source>
        <translation>Só dá para escolher as casas livres do jogador da vez.</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <extracomment>The view&apos;s own refusal: a click in another player&apos;s column.</extracomment>
        <translation>%1 lança %2</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 mantém %2</translation>
    </message>
    <message>
        <source>%1 rerolls every die</source>
        <translation>%1 lança todos os dados de novo</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 escolhe %2</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lance os dados primeiro.</translation>
    </message>
    <message>
        <source>No rolls left: choose a box and validate.</source>
        <translation>Não há mais lançamentos: escolha uma casa e valide.</translation>
    </message>
    <message>
        <source>All five dice are held: release one to roll, or choose a box.</source>
        <translation>Os cinco dados estão mantidos: solte um para lançar, ou escolha uma casa.</translation>
    </message>
    <message>
        <source>This box is already filled.</source>
        <translation>Esta casa já está preenchida.</translation>
    </message>
    <message>
        <source>The joker rule forbids this box for this Penta.</source>
        <translation>A regra do coringa não permite esta casa para este Cinco Iguais.</translation>
    </message>
    <message>
        <source>Select a box on the sheet first.</source>
        <translation>Escolha uma casa na folha primeiro.</translation>
    </message>
    <message>
        <source>Wait: the computer is playing.</source>
        <translation>Aguarde: o computador está jogando.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Wait: the dice are still rolling.</source>
        <translation>Aguarde: os dados ainda estão rolando.</translation>
    </message>
    <message>
        <source>The game is paused while another window is open.</source>
        <translation>O jogo fica pausado enquanto outra janela estiver aberta.</translation>
    </message>
    <message>
        <source>Hint: %1 (expected final total about %2).</source>
        <translation>Dica: %1 (total final esperado: cerca de %2).</translation>
    </message>
    <message>
        <source>Your current choice is the best one.</source>
        <translation>Sua escolha atual é a melhor.</translation>
    </message>
    <message>
        <source>Your current choice (%1) costs about %2 points.</source>
        <translation>Sua escolha atual (%1) custa cerca de %2 pontos.</translation>
    </message>
    <message>
        <source>%1: %2 to win</source>
        <translation>%1:&#xa0;%2 de chance de ganhar</translation>
    </message>
    <message>
        <source>score %1 in %2</source>
        <translation>marcar %1 em %2</translation>
    </message>
    <message>
        <source>roll all five dice again</source>
        <translation>lançar os cinco dados de novo</translation>
    </message>
    <message>
        <source>keep %1 and roll again</source>
        <translation>manter %1 e lançar de novo</translation>
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
        <translation>Computador</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
</context>
<context>
    <name>PlayerReview</name>
    <message numerus="yes">
        <source>Expected points lost: %1 over %n decision(s) (%2 per decision).</source>
        <translation>
            <numerusform>Pontos perdidos em média: %1 em %n decisão (%2 por decisão).</numerusform>
            <numerusform>Pontos perdidos em média: %1 em %n decisões (%2 por decisão).</numerusform>
        </translation>
    </message>
    <message>
        <source>Costliest moves</source>
        <translation>Jogadas mais caras</translation>
    </message>
    <message>
        <source>None: every decision was the best one.</source>
        <translation>Nenhuma: todas as decisões foram as melhores.</translation>
    </message>
    <message>
        <source>Round %1, roll %2: %3 instead of %4 (−%5)</source>
        <translation>Rodada %1, lançamento %2: %3 em vez de %4 (−%5)</translation>
    </message>
    <message>
        <source>scored %1 in %2</source>
        <translation>marcou %1 em %2</translation>
    </message>
    <message>
        <source>scoring %1 in %2</source>
        <translation>marcar %1 em %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>zero dados</translation>
    </message>
    <message>
        <source>kept %1</source>
        <translation>manteve %1</translation>
    </message>
    <message>
        <source>keeping %1</source>
        <translation>manter %1</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonar a partida em andamento?</translation>
    </message>
    <message>
        <source>It will be lost once the new game starts.</source>
        <translation>Ela será perdida quando a nova partida começar.</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>Continuar &amp;jogando</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 venceu!</translation>
    </message>
    <message>
        <source>The computer wins!</source>
        <translation>O computador venceu!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Vitória dividida: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a place in the ranking</comment>
        <translation>%1º</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Move review</source>
        <translation>Análise das jogadas</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regras do %1</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score history of %1</source>
        <translation>Histórico de pontuações de %1</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Histórico de pontuações</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Nenhuma partida ainda</translation>
    </message>
    <message numerus="yes">
        <source>%1 game(s); last: %2 on %3</source>
        <translation>
            <numerusform>%1 partida; última: %2 em %3</numerusform>
            <numerusform>%1 partidas; última: %2 em %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Aces</source>
        <extracomment>The sheet&apos;s rows, top to bottom: a Box or a SumRow key.</extracomment>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Trinca</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Quadra</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Sequência pequena</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Sequência grande</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Penta</source>
        <translation>Cinco Iguais</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Soma superior</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bônus superior</translation>
    </message>
    <message>
        <source>Penta bonus</source>
        <translation>Bônus de Cinco Iguais</translation>
    </message>
    <message>
        <source>Lower sum</source>
        <translation>Soma inferior</translation>
    </message>
    <message>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <source>0 points in %1</source>
        <translation>0 pontos em %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in %1</source>
        <translation>
            <numerusform>%n ponto em %1</numerusform>
            <numerusform>%n pontos em %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The joker rule forbids this box for this Penta</source>
        <translation>A regra do coringa não permite esta casa para este Cinco Iguais</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2: scored %3</source>
        <translation>%1, %2: marcou %3</translation>
    </message>
    <message>
        <source>%1: not allowed by the joker rule</source>
        <translation>%1: não permitida pela regra do coringa</translation>
    </message>
    <message>
        <source>%1, %2: %3 if scored now</source>
        <translation>%1, %2: %3 se marcar agora</translation>
    </message>
    <message numerus="yes">
        <source>Will be scored in %n second(s)</source>
        <translation>
            <numerusform>Será marcada em %n segundo</numerusform>
            <numerusform>Será marcada em %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicada pela dica</translation>
    </message>
    <message>
        <source>%1, %2: open</source>
        <translation>%1, %2: livre</translation>
    </message>
    <message>
        <source>Scored here when the countdown ends</source>
        <translation>Marcado aqui quando a contagem regressiva terminar</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>%1, current player</source>
        <translation>%1, jogador da vez</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontuação</translation>
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
        <translation>Jogado pelo computador</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>%1: 0 points of %3</source>
        <translation>%1: 0 de %3 pontos</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s) of %3</source>
        <translation>
            <numerusform>%1: %2 de %3 pontos</numerusform>
            <numerusform>%1: %2 de %3 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>(playing, %1 this turn)</source>
        <translation>(jogando, %1 neste turno)</translation>
    </message>
</context>
<context>
    <name>SetAsideGroup</name>
    <message>
        <source>Roll %1 set aside %2: %3</source>
        <translation>Lançamento %1, separados %2: %3</translation>
    </message>
</context>
<context>
    <name>SetAsideRow</name>
    <message>
        <source>Set aside this turn:</source>
        <translation>Separados neste turno:</translation>
    </message>
    <message>
        <source>0 points so far</source>
        <translation>0 pontos até agora</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s) so far</source>
        <translation>
            <numerusform>%1 ponto até agora</numerusform>
            <numerusform>%1 pontos até agora</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>The program could not start: %1</source>
        <extracomment>A box when the program fails before its window exists; %1 is the system&apos;s reason.</extracomment>
        <translation>Não foi possível iniciar o programa: %1</translation>
    </message>
    <message>
        <source>Dice games</source>
        <extracomment>The title of that box: the program&apos;s name.</extracomment>
        <translation>Jogos de dados</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
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
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Dice games</source>
        <translation>Jogos de dados</translation>
    </message>
    <message>
        <source>Choose a game. Play together on this computer, or against it.</source>
        <translation>Escolha um jogo. Jogue com outras pessoas neste computador ou contra ele.</translation>
    </message>
    <message>
        <source>Penta
5 dice, 13 boxes, up to 3 rolls a turn</source>
        <translation>Penta
5 dados, 13 casas, até 3 lançamentos por rodada</translation>
    </message>
    <message>
        <source>Farkle
6 dice: set aside, bank or risk it</source>
        <translation>Farkle
6 dados: separar, guardar ou arriscar</translation>
    </message>
    <message>
        <source>Play Penta</source>
        <translation>Jogar Penta</translation>
    </message>
    <message>
        <source>Play Farkle</source>
        <translation>Jogar Farkle</translation>
    </message>
</context>
</TS>
