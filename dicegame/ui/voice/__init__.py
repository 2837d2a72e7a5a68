"""Shared widgets: what is said: the announcer, speech, sounds and wording."""
