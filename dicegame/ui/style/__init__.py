"""Shared widgets: looks, colours, text sizes and names of widgets."""
