"""``python -m dicegame`` starts the program."""

import sys

from dicegame.app import main

sys.exit(main())
