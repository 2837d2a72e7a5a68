#!/bin/sh
# Launcher installed as /usr/bin/dicegame by the dicegame package.
exec /opt/dicegame/dicegame "$@"
