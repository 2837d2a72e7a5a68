"""Shared widgets: the main window, its menus, dialogs and pages."""
