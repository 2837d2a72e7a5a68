"""``python -m dicegame`` starts the program."""

import gc
import sys

# Start-up allocates much and frees little: no collections before the first paint
# (dicegame.app.finish_application turns the collector back on just after it).
gc.disable()

from dicegame.app import main  # noqa: E402

sys.exit(main())
