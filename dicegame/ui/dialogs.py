"""Dialogs shared by both games: New game and the end-of-game results."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import MAX_HUMANS, MIN_HUMANS, Player
from dicegame.core.farkle import DEFAULT_TARGET, TARGETS
from dicegame.core.farkle_master import has_table
from dicegame.core.setup import ComputerLevel, GameKind, GameSetup
from dicegame.i18n import format_number
from dicegame.ui.words import counted, is_default_computer, player_name


class NewGameDialog(QDialog):
    """Choose the game, the human players' names, the computer seat and the Farkle target."""

    def __init__(
        self,
        parent: QWidget | None = None,
        kind: GameKind = GameKind.PENTA,
        previous: GameSetup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game_combo = QComboBox(objectName="gameCombo")
        self.humans_spin = QSpinBox(objectName="humansSpin")
        self.humans_spin.setRange(MIN_HUMANS, MAX_HUMANS)
        self.computer_check = QCheckBox(objectName="computerCheck")
        self.computer_check.setChecked(True)
        self.level_combo = QComboBox(objectName="levelCombo")
        self.target_combo = QComboBox(objectName="targetCombo")
        self.name_edits = [QLineEdit(objectName=f"nameEdit{i}") for i in range(MAX_HUMANS)]
        self.name_labels = [QLabel() for _ in range(MAX_HUMANS)]
        self._build_layout()
        self._fill_combos()
        self.game_combo.setCurrentIndex(list(GameKind).index(kind))
        self.humans_spin.setValue(1)
        if previous is not None:
            self._apply(previous)
        self.humans_spin.valueChanged.connect(self._update_visibility)
        self.game_combo.currentIndexChanged.connect(self._update_visibility)
        self.computer_check.toggled.connect(self._update_visibility)
        self.level_combo.currentIndexChanged.connect(self._describe_level)
        self.target_combo.currentIndexChanged.connect(self._offer_master)
        self._offer_master()
        self._retranslate()
        self._update_visibility()

    def _build_layout(self) -> None:
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_label = QLabel()
        self.humans_label = QLabel()
        form.addRow(self.game_label, self.game_combo)
        form.addRow(self.humans_label, self.humans_spin)
        layout.addLayout(form)
        self.names_box = QGroupBox()
        names_form = QFormLayout(self.names_box)
        for label, edit in zip(self.name_labels, self.name_edits, strict=True):
            edit.setMaxLength(24)
            names_form.addRow(label, edit)
        layout.addWidget(self.names_box)
        self.computer_box = QGroupBox()
        computer_form = QFormLayout(self.computer_box)
        computer_form.addRow(self.computer_check)
        self.level_label = QLabel()
        computer_form.addRow(self.level_label, self.level_combo)
        self.level_help = QLabel(objectName="levelHelp", wordWrap=True)
        computer_form.addRow(self.level_help)
        layout.addWidget(self.computer_box)
        target_form = QFormLayout()
        self.target_label = QLabel()
        target_form.addRow(self.target_label, self.target_combo)
        layout.addLayout(target_form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _fill_combos(self) -> None:
        for kind in GameKind:
            self.game_combo.addItem("", kind)
        for level in ComputerLevel:
            self.level_combo.addItem("", level)
        for target in TARGETS:
            self.target_combo.addItem("", target)
        self.target_combo.setCurrentIndex(TARGETS.index(DEFAULT_TARGET))

    def _apply(self, setup: GameSetup) -> None:
        self.game_combo.setCurrentIndex(list(GameKind).index(setup.kind))
        self.humans_spin.setValue(len(setup.humans))
        for edit, name in zip(self.name_edits, setup.humans, strict=False):
            edit.setText(name)
        self.computer_check.setChecked(setup.with_computer)
        self.level_combo.setCurrentIndex(list(ComputerLevel).index(setup.computer_level))
        self.target_combo.setCurrentIndex(TARGETS.index(setup.target))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        self.humans_label.setText(self.tr("Human players:"))
        self.names_box.setTitle(self.tr("Names"))
        self.computer_box.setTitle(self.tr("Humans + 1 AI"))
        self.computer_check.setText(self.tr("The computer plays too"))
        self.level_label.setText(self.tr("Computer level:"))
        self.target_label.setText(self.tr("Target (Farkle):"))
        self.game_combo.setItemText(0, self.tr("Penta"))
        self.game_combo.setItemText(1, self.tr("Farkle"))
        self.level_combo.setItemText(0, self.tr("Normal"))
        self.level_combo.setItemText(1, self.tr("Expert"))
        self.level_combo.setItemText(2, self.tr("Master"))
        self._describe_level()
        for index, target in enumerate(TARGETS):
            self.target_combo.setItemText(
                index,
                counted(self.tr("%1 point(s)", "", target), target).replace(
                    "%1", format_number(target)
                ),
            )
        for index, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            label.setText(self.tr("Player %1:").replace("%1", str(index + 1)))
            default = self.tr("Player %1").replace("%1", str(index + 1))
            if not edit.text().strip() or edit.property("defaultName") == edit.text():
                edit.setText(default)
                edit.setProperty("defaultName", default)

    def level_description(self, level: ComputerLevel) -> str:
        """One line per Farkle level (the rules pages say the same)."""
        if level is ComputerLevel.MASTER:
            return self.tr(
                "Master: plays for the best chance to win a two-player game "
                "(in larger games, against the leader)."
            )
        if level is ComputerLevel.EXPERT:
            return self.tr("Expert: plays for the most points per turn.")
        return self.tr(
            "Normal: banks as soon as its turn reaches 300 points (more when behind, "
            "less with one or two dice left), as the rules say."
        )

    def _offer_master(self) -> None:
        """The Master plays only the targets whose table is shipped."""
        shipped = has_table(self.target_combo.currentData())
        master = list(ComputerLevel).index(ComputerLevel.MASTER)
        self.level_combo.model().item(master).setEnabled(shipped)
        if not shipped and self.level_combo.currentIndex() == master:
            self.level_combo.setCurrentIndex(list(ComputerLevel).index(ComputerLevel.EXPERT))

    def _describe_level(self) -> None:
        self.level_help.setText(
            self.level_description(ComputerLevel(self.level_combo.currentData()))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _update_visibility(self) -> None:
        count = self.humans_spin.value()
        for index, (label, edit) in enumerate(zip(self.name_labels, self.name_edits, strict=True)):
            label.setVisible(index < count)
            edit.setVisible(index < count)
        is_farkle = self.game_combo.currentData() == GameKind.FARKLE
        self.level_label.setVisible(is_farkle)
        self.level_combo.setVisible(is_farkle)
        self.level_help.setVisible(is_farkle)
        self.level_combo.setEnabled(self.computer_check.isChecked())
        self.target_label.setVisible(is_farkle)
        self.target_combo.setVisible(is_farkle)
        self.adjustSize()

    def setup(self) -> GameSetup:
        """The game chosen (empty names fall back to "Player n")."""
        count = self.humans_spin.value()
        names = []
        for index, edit in enumerate(self.name_edits[:count]):
            name = edit.text().strip()
            names.append(name or self.tr("Player %1").replace("%1", str(index + 1)))
        return GameSetup(
            kind=GameKind(self.game_combo.currentData()),
            humans=tuple(names),
            with_computer=self.computer_check.isChecked(),
            computer_level=ComputerLevel(self.level_combo.currentData()),
            target=int(self.target_combo.currentData()),
        )


class ResultsDialog(QDialog):
    """End of game: the ranking (shared places on ties), totals, Play again.

    ``ranking`` rows are (place, seat, player, total) as the cores' ``ranking()`` gives.
    An optional ``extra`` widget (e.g. the Penta move review) is shown below the table.
    """

    PLAY_AGAIN = 2

    def __init__(
        self,
        ranking: Sequence[tuple[int, int, Player, int]],
        parent: QWidget | None = None,
        extra: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.ranking = list(ranking)
        self.headline = QLabel(objectName="resultsHeadline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.table = QTableWidget(len(self.ranking), 3, objectName="resultsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.play_again_button = QPushButton(objectName="playAgainButton")
        self.play_again_button.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.play_again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.table)
        if extra is not None:
            layout.addWidget(extra, 1)
        layout.addWidget(self.buttons)
        self._retranslate()
        if extra is not None:
            self._fit_table_to_rows()  # the extra widget gets the room left
        self.resize(560, 280 + 36 * len(self.ranking) + (260 if extra is not None else 0))

    def _fit_table_to_rows(self) -> None:
        table = self.table
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setMaximumHeight(height + 6)

    def winners(self) -> list[str]:
        return [player_name(player) for place, _, player, _ in self.ranking if place == 1]

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game over"))
        winners = self.winners()
        if len(winners) == 1:
            self.headline.setText(self.tr("%1 wins!").replace("%1", winners[0]))
        else:
            self.headline.setText(self.tr("Shared win: %1").replace("%1", ", ".join(winners)))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("TOTAL")]
        )
        for row, (place, _, player, total) in enumerate(self.ranking):
            name = player_name(player)
            if player.is_computer and not is_default_computer(player):
                name = self.tr("%1 (computer)").replace("%1", name)
            cells = [f"{place}.", name, format_number(total)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.play_again_button.setText(self.tr("Play again"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
