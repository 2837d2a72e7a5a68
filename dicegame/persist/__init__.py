"""Where the program keeps things, and how: the Qt side of "nothing lost".

* :mod:`dicegame.persist.folders`: the data folder (``DICEGAME_DATA_DIR``, the platform's
  app-data folder, the fallbacks when HOME is unset) and the paths of its three files.
* :mod:`dicegame.persist.settings`: ``settings.ini`` (:class:`~.settings.IniStore`) and
  :class:`~.settings.Settings`, whose keys are all declared once in :data:`~.settings.KEYS`.
* :mod:`dicegame.persist.autosave`: :class:`~.autosave.AutosaveManager`, the game in
  progress and the records of finished games.
* :mod:`dicegame.persist.problems`: a damaged file's reason (a code from
  :mod:`dicegame.core.validate`) worded in the player's language.

The file formats and their checks are pure Python in :mod:`dicegame.core`. Nothing is
imported here: the welcome page needs only the folders and the settings.
"""
