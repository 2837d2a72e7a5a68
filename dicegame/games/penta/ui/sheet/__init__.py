"""Penta's score sheet: the widget (``scoresheet``), the player's side of it (``sheet_input``:
the box stood on, keys, clicks), its geometry (``sheet_layout``), its columns and rows
(``sheet_columns``, ``sheet_rows``), what a selection shows (``sheet_selection``) and the
rows' names (``row_names``)."""
