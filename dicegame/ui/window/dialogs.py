"""Dialogs shared by both games: New game and the end-of-game results."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

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

from dicegame.core.common import MAX_HUMANS, MIN_HUMANS, Player
from dicegame.core.games import game_spec
from dicegame.core.limits import MAX_NAME_LENGTH
from dicegame.core.setup import (
    DEFAULT_KIND,
    Choices,
    GameSetup,
    default_name,
    default_name_number,
)
from dicegame.i18n import format_number
from dicegame.ui.games import GameUi, ui_game, ui_kinds
from dicegame.ui.style.object_names import named
from dicegame.ui.voice.words import (
    about_player,
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
    has of its own: its computer's levels and its options (its descriptors', core and
    interface: ``GameSpec.levels``/``options``, ``GameUi.levels``/``option_fields``).

    ``previous`` (the last game's setup, kept across launches) fills in the players, the
    computer, and its game's level and options; ``choices`` each game's level and options
    as last chosen (the other games'); ``kind`` is the game asked for. Each game has its
    own level list and option rows, shown while it is chosen. The dialog is as
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
        choices: Mapping[str, Choices] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game_combo = named(QComboBox(), "gameCombo")
        self.humans_spin = named(QSpinBox(), "humansSpin")
        self.humans_spin.setRange(MIN_HUMANS, MAX_HUMANS)
        self.computer_check = named(QCheckBox(), "computerCheck")
        self.computer_check.setChecked(True)
        kinds = ui_kinds()
        # each game's own: its level list (a game with levels) and a list per option
        self.level_combos = {
            kind: named(QComboBox(), ui_game(kind).level_list_name or f"{kind}LevelCombo")
            for kind in kinds
            if game_spec(kind).levels
        }
        self.option_combos = {
            kind: {field.name: named(QComboBox(), field.object_name) for field in fields}
            for kind in kinds
            if (fields := ui_game(kind).option_fields())
        }
        self.option_labels: dict[QComboBox, QLabel] = {}
        self.name_edits = [named(QLineEdit(), f"nameEdit{i}") for i in range(MAX_HUMANS)]
        self.name_labels = [named(QLabel(), f"nameLabel{i}") for i in range(MAX_HUMANS)]
        self.problem_label = named(QLabel(), "namesProblem")
        self._built = False  # _fit waits for the whole dialog
        self._build_layout()
        self._fill_combos()
        self.game_combo.setCurrentIndex(self._game_index(kind))
        self.humans_spin.setValue(1)
        for chosen_kind, chosen in (choices or {}).items():
            self._apply_choices(chosen_kind, chosen)
        if previous is not None:
            self._apply(previous)
            self.game_combo.setCurrentIndex(self._game_index(kind))  # the game asked for
        self.humans_spin.valueChanged.connect(self._update_visibility)
        self.game_combo.currentIndexChanged.connect(self._update_visibility)
        self.computer_check.toggled.connect(self._update_visibility)
        for edit in self.name_edits:
            edit.textEdited.connect(self._clear_problem)
        for combo in self.level_combos.values():
            combo.currentIndexChanged.connect(self._describe_level)
        for combos in self.option_combos.values():
            for combo in combos.values():
                combo.currentIndexChanged.connect(self._offer_levels)
        self.humans_spin.valueChanged.connect(self._offer_levels)
        self._offer_levels()
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
        for combo in self.level_combos.values():
            row.addWidget(combo, 1)
        self.computer_form.addRow(self.level_label, levels)
        self.level_help = named(QLabel(wordWrap=True), "levelHelp")
        self.computer_form.addRow(self.level_help)
        layout.addWidget(self.computer_box)
        self.options_form = QFormLayout()  # the games' own options: the chosen one's shown
        for combos in self.option_combos.values():
            for combo in combos.values():
                label = self.option_labels[combo] = QLabel()
                label.setBuddy(combo)
                self.options_form.addRow(label, combo)
        layout.addLayout(self.options_form)
        for label, field in (
            (self.game_label, self.game_combo),
            (self.humans_label, self.humans_spin),
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
        for kind, combo in self.level_combos.items():
            spec = game_spec(kind)
            for level in spec.levels:
                combo.addItem("", level)
            combo.setCurrentIndex(combo.findData(spec.default_level))
        for kind, combos in self.option_combos.items():
            for option in game_spec(kind).options:
                combo = combos[option.name]
                for value in option.values:
                    combo.addItem("", value)
                combo.setCurrentIndex(combo.findData(option.default))

    def _apply(self, setup: GameSetup) -> None:
        self.game_combo.setCurrentIndex(self._game_index(setup.kind))
        self.humans_spin.setValue(len(setup.humans))
        for edit, name in zip(self.name_edits, setup.humans, strict=False):
            if default_name_number(name) is None:
                edit.setText(name)  # a default name is filled in by _retranslate
        self.computer_check.setChecked(setup.with_computer)
        self._apply_choices(setup.kind, setup.choices)

    def _apply_choices(self, kind: str, choices: Choices) -> None:
        """Offer game ``kind``'s level and options as chosen before (those it still has)."""
        level, options = choices
        combo = self.level_combos.get(kind)
        if combo is not None and combo.findData(level) >= 0:
            combo.setCurrentIndex(combo.findData(level))
        for name, combo in self.option_combos.get(kind, {}).items():
            if name in options and combo.findData(options[name]) >= 0:
                combo.setCurrentIndex(combo.findData(options[name]))

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
        self.game_combo.setAccessibleName(self.tr("Game"))
        self.humans_spin.setAccessibleName(self.tr("Number of human players"))
        for index in range(self.game_combo.count()):
            self.game_combo.setItemText(index, ui_game(self.game_combo.itemData(index)).title())
        for kind, combo in self.level_combos.items():
            combo.setAccessibleName(self.tr("Computer level"))
            game = ui_game(kind)
            for index in range(combo.count()):
                combo.setItemText(index, game.level_name(combo.itemData(index)))
        for kind, combos in self.option_combos.items():
            for field in ui_game(kind).option_fields():
                combo = combos[field.name]
                self.option_labels[combo].setText(field.label())
                combo.setAccessibleName(field.accessible_name())
                for index in range(combo.count()):
                    combo.setItemText(index, field.value_text(combo.itemData(index)))
        self._describe_level()
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

    def chosen_level_combo(self) -> QComboBox | None:
        """The chosen game's list of computer levels (None: it has none)."""
        return self.level_combos.get(self.game_combo.currentData())

    def choices(self) -> dict[str, Choices]:
        """Every game's level and options as its lists show them (the window keeps them:
        the next New game offers them again, for each game)."""
        kinds = (*self.level_combos, *(k for k in self.option_combos if k not in self.level_combos))
        return {
            kind: (
                combo.currentData() if (combo := self.level_combos.get(kind)) else "",
                {name: box.currentData() for name, box in self.option_combos.get(kind, {}).items()},
            )
            for kind in kinds
        }

    def chosen_options(self) -> dict[str, int | str]:
        """The chosen game's options as their lists show them."""
        combos = self.option_combos.get(self.game_combo.currentData(), {})
        return {name: combo.currentData() for name, combo in combos.items()}

    def _offer_levels(self) -> None:
        """List greyed out the levels the game does not play at this table: the seats and
        the options chosen (its descriptor's ``levels``); a level no longer offered gives
        way to the nearest one offered, the one listed above it first."""
        combo = self.chosen_level_combo()
        if combo is None:
            return
        seats = self.humans_spin.value() + 1  # the computer's seat
        offered = self.game_ui().levels(seats, self.chosen_options())
        model = combo.model()
        assert isinstance(model, QStandardItemModel)  # a QComboBox's own model
        for index, (_, available) in enumerate(offered):
            item = model.item(index)
            assert item is not None
            item.setEnabled(available)
        current = combo.currentIndex()
        if 0 <= current < len(offered) and not offered[current][1]:
            order = [*range(current - 1, -1, -1), *range(current + 1, len(offered))]
            combo.setCurrentIndex(next((i for i in order if offered[i][1]), current))

    def _describe_level(self) -> None:
        combo = self.chosen_level_combo()
        text = "" if combo is None else self.game_ui().level_description(combo.currentData())
        self.level_help.setText(text)
        self.computer_form.setRowVisible(self.level_help, combo is not None)
        self._fit()  # a longer description takes more lines: the dialog grows

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _update_visibility(self) -> None:
        count = self.humans_spin.value()
        for index in range(MAX_HUMANS):
            self.names_form.setRowVisible(index, index < count)
        kind = self.game_combo.currentData()
        chosen = self.chosen_level_combo()
        for combo in self.level_combos.values():
            combo.setVisible(combo is chosen)
            combo.setEnabled(self.computer_check.isChecked())
        if chosen is not None:
            self.level_label.setBuddy(chosen)
        self.computer_form.setRowVisible(self.level_label, chosen is not None)
        for game, combos in self.option_combos.items():
            for combo in combos.values():
                self.options_form.setRowVisible(combo, game == kind)
        self._offer_levels()
        self._describe_level()
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
        level = self.chosen_level_combo()
        return GameSetup(
            kind=self.game_combo.currentData(),
            humans=tuple(names),
            with_computer=self.computer_check.isChecked(),
            level="" if level is None else level.currentData(),
            options=self.chosen_options(),
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
