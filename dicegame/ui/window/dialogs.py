"""Dialogs shared by both games: New game and the end-of-game results."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dicegame.core.common import DEFAULT_TARGET, MAX_HUMANS, MIN_HUMANS, TARGETS, Player
from dicegame.core.limits import MAX_NAME_LENGTH
from dicegame.core.setup import (
    DEFAULT_KIND,
    DEFAULT_PENTA_LEVEL,
    ComputerLevel,
    GameSetup,
    PentaLevel,
    default_name,
    default_name_number,
)
from dicegame.i18n import format_number
from dicegame.ui.games import LEVEL, PENTA_LEVEL, TARGET, GameUi, ui_game, ui_kinds
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import (
    about_player,
    counted,
    default_player_name,
    elide_name,
    is_default_computer,
    join_names,
    place_text,
    plain_labels,
    plain_tip,
    player_name,
)
from dicegame.ui.window.geometry import FRAME, available_area, fit_dialog, keep_inside


class NewGameDialog(QDialog):
    """Choose the game, the human players' names, the computer seat and what the game
    offers besides (its descriptor's ``options``: a computer level, a target).

    ``previous`` (the last game's setup, kept across launches) fills in the players, the
    computer, its levels and the target; ``kind`` is the game asked for. The dialog is as
    tall as its content at any text size (a longer level description grows it); the
    names list scrolls rather than push OK/Cancel off a small screen, and the dialog
    shrinks back when players are removed or the game changes. Names are trimmed, must
    differ (statistics are kept per name) and a name left as offered ("Player 2") is
    stored as the default, shown in whatever language is in effect.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        kind: str = DEFAULT_KIND,
        previous: GameSetup | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game_combo = named(QComboBox(), "gameCombo")
        self.humans_spin = named(QSpinBox(), "humansSpin")
        self.humans_spin.setRange(MIN_HUMANS, MAX_HUMANS)
        self.computer_check = named(QCheckBox(), "computerCheck")
        self.computer_check.setChecked(True)
        self.level_combo = named(QComboBox(), "levelCombo")
        self.penta_level_combo = named(QComboBox(), "pentaLevelCombo")
        self.target_combo = named(QComboBox(), "targetCombo")
        self.name_edits = [named(QLineEdit(), f"nameEdit{i}") for i in range(MAX_HUMANS)]
        self.name_labels = [named(QLabel(), f"nameLabel{i}") for i in range(MAX_HUMANS)]
        self.problem_label = named(QLabel(), "namesProblem")
        self._built = False  # _fit waits for the whole dialog
        self._build_layout()
        self._fill_combos()
        self.game_combo.setCurrentIndex(self._game_index(kind))
        self.humans_spin.setValue(1)
        if previous is not None:
            self._apply(previous)
            self.game_combo.setCurrentIndex(self._game_index(kind))  # the game asked for
        self.humans_spin.valueChanged.connect(self._update_visibility)
        self.game_combo.currentIndexChanged.connect(self._update_visibility)
        self.computer_check.toggled.connect(self._update_visibility)
        for edit in self.name_edits:
            edit.textEdited.connect(self._clear_problem)
        self.level_combo.currentIndexChanged.connect(self._describe_level)
        self.penta_level_combo.currentIndexChanged.connect(self._describe_level)
        self.target_combo.currentIndexChanged.connect(self._offer_master)
        self.humans_spin.valueChanged.connect(self._offer_master)
        self._offer_master()
        self._built = True
        plain_labels(self)  # a name in the duplicate-name message is never read as HTML
        self._retranslate()
        self._update_visibility()

    def _build_layout(self) -> None:
        layout = self.main_layout = QVBoxLayout(self)
        self.form = QFormLayout()
        self.game_label = QLabel()
        self.humans_label = QLabel()
        self.form.addRow(self.game_label, self.game_combo)
        self.form.addRow(self.humans_label, self.humans_spin)
        layout.addLayout(self.form)
        self.names_box = QGroupBox()
        self.names_scroll = named(QScrollArea(), "namesScroll")
        self.names_scroll.setWidgetResizable(True)
        self.names_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.names_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the names
        self.names_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        names = named(QWidget(), "namesList")
        self.names_form = QFormLayout(names)
        self.names_form.setContentsMargins(0, 0, 0, 0)
        for label, edit in zip(self.name_labels, self.name_edits, strict=True):
            edit.setMaxLength(MAX_NAME_LENGTH)
            label.setBuddy(edit)
            self.names_form.addRow(label, edit)
        self.names_scroll.setWidget(names)
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        names_layout = self.names_layout = QVBoxLayout(self.names_box)
        names_layout.addWidget(self.names_scroll)
        names_layout.addWidget(self.problem_label)
        layout.addWidget(self.names_box)
        self.computer_box = QGroupBox()
        self.computer_form = QFormLayout(self.computer_box)
        self.computer_form.addRow(self.computer_check)
        self.level_label = QLabel()
        levels = named(QWidget(), "levelRow")  # the game's own levels: one row, one label
        row = QHBoxLayout(levels)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.level_combo, 1)
        row.addWidget(self.penta_level_combo, 1)
        self.computer_form.addRow(self.level_label, levels)
        self.level_help = named(QLabel(wordWrap=True), "levelHelp")
        self.computer_form.addRow(self.level_help)
        layout.addWidget(self.computer_box)
        self.target_form = QFormLayout()
        self.target_label = QLabel()
        self.target_form.addRow(self.target_label, self.target_combo)
        layout.addLayout(self.target_form)
        for label, field in (
            (self.game_label, self.game_combo),
            (self.humans_label, self.humans_spin),
            (self.level_label, self.level_combo),
            (self.target_label, self.target_combo),
        ):
            label.setBuddy(field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.setObjectName("newGameButtons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _game_index(self, kind: str) -> int:
        """The game's row of the Game list (the first game's when it is not there)."""
        return max(0, self.game_combo.findData(kind))

    def game_ui(self) -> GameUi:
        """The interface descriptor of the game chosen."""
        return ui_game(self.game_combo.currentData())

    def _fill_combos(self) -> None:
        for kind in ui_kinds():
            self.game_combo.addItem("", kind)
        for level in ComputerLevel:
            self.level_combo.addItem("", level)
        for penta_level in PentaLevel:
            self.penta_level_combo.addItem("", penta_level)
        self.penta_level_combo.setCurrentIndex(list(PentaLevel).index(DEFAULT_PENTA_LEVEL))
        for target in TARGETS:
            self.target_combo.addItem("", target)
        self.target_combo.setCurrentIndex(TARGETS.index(DEFAULT_TARGET))

    def _apply(self, setup: GameSetup) -> None:
        self.game_combo.setCurrentIndex(self._game_index(setup.kind))
        self.humans_spin.setValue(len(setup.humans))
        for edit, name in zip(self.name_edits, setup.humans, strict=False):
            if default_name_number(name) is None:
                edit.setText(name)  # a default name is filled in by _retranslate
        self.computer_check.setChecked(setup.with_computer)
        self.level_combo.setCurrentIndex(list(ComputerLevel).index(setup.computer_level))
        self.penta_level_combo.setCurrentIndex(list(PentaLevel).index(setup.penta_level))
        self.target_combo.setCurrentIndex(TARGETS.index(setup.target))

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        self.humans_label.setText(self.tr("&Human players:"))
        limit = str(MAX_NAME_LENGTH)
        self.names_box.setTitle(self.tr("Names (up to %1 characters each)").replace("%1", limit))
        self.names_scroll.setAccessibleName(self.tr("Names"))
        self.computer_box.setTitle(self.tr("Humans + 1 AI"))
        self.computer_check.setText(self.tr("The &computer plays too"))
        self.level_label.setText(self.tr("Computer &level:"))
        self.penta_level_combo.setAccessibleName(self.tr("Computer level"))
        for index, penta_level in enumerate(PentaLevel):
            self.penta_level_combo.setItemText(index, self.penta_level_name(penta_level))
        self.target_label.setText(self.tr("&Target (Farkle):"))
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.humans_spin.setAccessibleName(self.tr("Number of human players"))
        self.level_combo.setAccessibleName(self.tr("Computer level"))
        self.target_combo.setAccessibleName(self.tr("Target score"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, ui_game(self.game_combo.itemData(index)).title())
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
        for number, (label, edit) in enumerate(
            zip(self.name_labels, self.name_edits, strict=True), 1
        ):
            label.setText(self.tr("Player &%1:").replace("%1", str(number)))
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(number)))
            edit.setAccessibleDescription(
                self.tr("Up to %1 characters").replace("%1", str(MAX_NAME_LENGTH))
            )
            if not edit.text().strip() or edit.property("defaultName") == edit.text():
                edit.setText(default_player_name(number))
                edit.setProperty("defaultName", edit.text())

    def level_description(self, level: ComputerLevel) -> str:
        """One line per Farkle level (the rules pages say the same)."""
        if level is ComputerLevel.MASTER:
            return self.tr(
                "Master: plays for the best chance to win (exactly with two players; in "
                "larger games, by the chances to win the game shows)."
            )
        if level is ComputerLevel.EXPERT:
            return self.tr("Expert: plays for the most points per turn.")
        return self.tr(
            "Normal: banks as soon as its turn reaches 300 points (more when behind, "
            "less with one or two dice left), as the rules say."
        )

    def penta_level_name(self, level: PentaLevel) -> str:
        """The Penta level as the combo lists it."""
        if level is PentaLevel.BEGINNER:
            return self.tr("Beginner")
        if level is PentaLevel.CASUAL:
            return self.tr("Casual")
        if level is PentaLevel.GOOD:
            return self.tr("Good")
        if level is PentaLevel.MASTER:
            return self.tr("Master")
        return self.tr("Perfect")

    def penta_level_description(self, level: PentaLevel) -> str:
        """One line per Penta level (benchmarks/penta_levels.py measured the averages)."""
        if level is PentaLevel.MASTER:  # the figures: docs/penta-strategy.md
            return (
                self.tr(
                    "Master: in its last turns, plays for the best chance to finish ahead of "
                    "all the other players rather than for the most points."
                )
                + " "
                + self.tr(
                    "Against Perfect players it wins about 51 % of two-player games and "
                    "about 34.3 % of three-player games (a third would be 33.3 %)."
                )
            )
        if level is PentaLevel.CASUAL:
            return self.tr(
                "Casual: makes half of its choices as Good does and the other half as "
                "Beginner does (about 200 points a game)."
            )
        if level is PentaLevel.BEGINNER:
            return self.tr(
                "Beginner: keeps its most common face and writes the box worth the most "
                "points now (about 162 points a game)."
            )
        if level is PentaLevel.GOOD:
            return self.tr(
                "Good: weighs every choice as the perfect player does, but often takes one "
                "nearly as good (about 234 points a game)."
            )
        return self.tr("Perfect: plays the optimal strategy (about 254 points a game).")

    def _offer_master(self) -> None:
        """The Master only where the game plays it for this table: the seats and the target
        chosen (Farkle's: with two players, the targets whose table is shipped)."""
        game = self.game_ui()
        seats = self.humans_spin.value() + 1  # the computer's seat
        master = list(ComputerLevel).index(ComputerLevel.MASTER)
        target = self.target_combo.currentData()
        shipped = LEVEL not in game.options or game.level_available(
            ComputerLevel.MASTER, target, seats
        )
        model = self.level_combo.model()
        assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
        item = model.item(master)
        assert item is not None
        item.setEnabled(shipped)
        if not shipped and self.level_combo.currentIndex() == master:
            self.level_combo.setCurrentIndex(list(ComputerLevel).index(ComputerLevel.EXPERT))

    def _describe_level(self) -> None:
        options = self.game_ui().options
        if PENTA_LEVEL in options:
            penta_level = PentaLevel(self.penta_level_combo.currentData())
            self.level_help.setText(self.penta_level_description(penta_level))
        elif LEVEL in options:
            level = ComputerLevel(self.level_combo.currentData())
            self.level_help.setText(self.level_description(level))
        else:
            self.level_help.setText("")
        self.computer_form.setRowVisible(self.level_help, bool(options & {LEVEL, PENTA_LEVEL}))
        self._fit()  # a longer description takes more lines: the dialog grows

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _update_visibility(self) -> None:
        count = self.humans_spin.value()
        for index in range(MAX_HUMANS):
            self.names_form.setRowVisible(index, index < count)
        options = self.game_ui().options
        levels = LEVEL in options
        self.level_combo.setVisible(levels)
        self.penta_level_combo.setVisible(PENTA_LEVEL in options)
        self.level_label.setBuddy(self.level_combo if levels else self.penta_level_combo)
        self.computer_form.setRowVisible(self.level_label, bool(options & {LEVEL, PENTA_LEVEL}))
        self.level_combo.setEnabled(self.computer_check.isChecked())
        self.penta_level_combo.setEnabled(self.computer_check.isChecked())
        self._offer_master()
        self._describe_level()
        self.target_form.setRowVisible(self.target_combo, TARGET in options)
        self._clear_problem()
        self._fit()

    def _fit(self) -> None:
        """As tall as its content (the wrapped level description too) and no taller, at
        any text size: the names scroll when the screen is shorter, never the buttons."""
        if not self._built:
            return
        self.names_form.invalidate()  # rows just shown or hidden
        self.computer_form.invalidate()  # a new description: its lines are counted again
        self.computer_box.updateGeometry()
        wanted = self.names_form.sizeHint().height()
        self._set_names_height(wanted)
        area = available_area(self.parentWidget() or self).marginsRemoved(FRAME)
        shown = self.width() if self.isVisible() else 0  # never narrower: no jumping text
        width = min(max(self.sizeHint().width(), shown), area.width())
        overflow = self._height_for(width) - area.height()
        if overflow > 0:
            row = self.name_edits[0].sizeHint().height()
            self._set_names_height(max(row + row // 2, wanted - overflow))
        self.main_layout.activate()  # the minimum size follows (else it blocks shrinking)
        height = self._height_for(width)
        self.setMinimumHeight(min(height, area.height()))  # a wrapped text is never squeezed
        self.resize(width, height)
        keep_inside(self)

    def _height_for(self, width: int) -> int:
        """The height the layout needs at ``width`` (its size hint ignores wrapped text)."""
        layout = self.main_layout
        if layout.hasHeightForWidth():
            return max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        return self.sizeHint().height()

    def _set_names_height(self, height: int) -> None:
        self.names_scroll.setFixedHeight(height)
        self.names_layout.invalidate()
        self.names_box.updateGeometry()
        self.main_layout.invalidate()  # sizeHint() now counts the new height

    def _clear_problem(self) -> None:
        if not self.problem_label.isHidden():
            self.problem_label.hide()
            self._fit()

    def names(self) -> list[str]:
        """The names as typed, trimmed (inner runs of spaces made one)."""
        return [
            " ".join(edit.text().split()) for edit in self.name_edits[: self.humans_spin.value()]
        ]

    def accept(self) -> None:
        """Start the game, unless two players share a name: then say so and stay."""
        names = [name or default_player_name(n) for n, name in enumerate(self.names(), 1)]
        keys = [" ".join(name.split()).casefold() for name in names]
        twice = next((i for i, key in enumerate(keys) if keys.index(key) != i), None)
        if twice is None:
            super().accept()
            return
        edit = self.name_edits[twice]
        shown = elide_name(names[twice], self.problem_label.fontMetrics(), 200)
        self.problem_label.setText(
            self.tr("Two players are called %1: give each player a different name.").replace(
                "%1", shown
            )
        )
        self.problem_label.setToolTip(plain_tip(names[twice]) if shown != names[twice] else "")
        self.problem_label.show()
        self._fit()
        edit.setFocus(Qt.FocusReason.OtherFocusReason)
        edit.selectAll()

    def setup(self) -> GameSetup:
        """The game chosen. A name left empty or as offered is stored as the default."""
        names = []
        for number, (edit, name) in enumerate(zip(self.name_edits, self.names(), strict=False), 1):
            offered = not name or name == edit.property("defaultName")
            names.append(default_name(number) if offered else name)
        return GameSetup(
            kind=self.game_combo.currentData(),
            humans=tuple(names),
            with_computer=self.computer_check.isChecked(),
            computer_level=ComputerLevel(self.level_combo.currentData()),
            penta_level=PentaLevel(self.penta_level_combo.currentData()),
            target=int(self.target_combo.currentData()),
        )


class ResultsDialog(QDialog):
    """End of game: the ranking (shared places on ties), totals, Play again.

    ``ranking`` rows are (place, seat, player, total) as the cores' ``ranking()`` gives.
    An optional ``extra`` widget (e.g. the Penta move review) is shown below the table.
    ``spoken()``: the end of the game in the announcer's words ("Game over. Ana wins with
    222."); the dialog's accessible name is that and every player's place and total, so that
    a screen reader says the whole result first, as the dialog opens.
    """

    PLAY_AGAIN = 2

    def __init__(
        self,
        ranking: Sequence[tuple[int, int, Player, int]],
        parent: QWidget | None = None,
        extra: QWidget | None = None,
        spoken: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("resultsDialog")
        self.ranking = list(ranking)
        self._spoken = spoken
        self.headline = named(QLabel(), "resultsHeadline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.headline.setFont(font)
        self.table = named(QTableWidget(len(self.ranking), 3), "resultsTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.play_again_button = named(QPushButton(), "playAgainButton")
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
        plain_labels(self)  # player names are never read as HTML
        if extra is not None:
            self._fit_table_to_rows()  # the extra widget gets the room left
        height = 280 + 36 * len(self.ranking) + (260 if extra is not None else 0)
        fit_dialog(self, QSize(560, height))

    def _fit_table_to_rows(self) -> None:
        table = self.table
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(row) for row in range(table.rowCount()))
        table.setMaximumHeight(height + 6)

    def winners(self) -> list[str]:
        return [player_name(player) for place, _, player, _ in self.ranking if place == 1]

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game over"))
        leaders = [player for place, _, player, _ in self.ranking if place == 1]
        if len(leaders) == 1:
            wins = about_player(leaders[0], self.tr("%1 wins!"), self.tr("The computer wins!"))
            self.headline.setText(wins)
        else:
            shared = join_names(self.winners())
            self.headline.setText(self.tr("Shared win: %1").replace("%1", shared))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("TOTAL")]
        )
        for row, (place, _, player, total) in enumerate(self.ranking):
            name = player_name(player)
            if player.is_computer and not is_default_computer(player):
                name = self.tr("%1 (computer)").replace("%1", name)
            cells = [place_text(place), name, format_number(total)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.play_again_button.setText(self.tr("Play again"))
        self.table.setAccessibleName(self.tr("Results"))
        self.setAccessibleName(self._spoken_result())

    def _spoken_result(self) -> str:
        """What a screen reader says first: who won, then every place and total."""
        from dicegame.ui.board.end_board import spoken_result  # the board says it too

        first = self._spoken() if self._spoken is not None else self.headline.text()
        return spoken_result(self.ranking, first)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
