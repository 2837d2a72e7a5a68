"""Qt widgets: thin views that call engine slots and redraw from engine signals."""
