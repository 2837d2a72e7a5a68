"""Any JSON value a damaged or hand-edited file can hold, for the loaders' property tests."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import strategies as st

#: Text including lone surrogates (what a file's "\ud800" escapes give).
TEXT = st.text(st.characters(categories=["Cs", "Ll", "Lu", "Nd", "Zs", "Po"]), max_size=6)


def json_values(max_leaves: int = 6) -> st.SearchStrategy[Any]:
    """Any JSON value: text as above, numbers huge and infinite (a file's 1e400) included."""
    return st.recursive(
        st.none()
        | st.booleans()
        | st.integers(min_value=-(2**70), max_value=2**70)
        | st.floats(allow_nan=False)
        | TEXT,
        lambda children: (
            st.lists(children, max_size=3) | st.dictionaries(TEXT, children, max_size=3)
        ),
        max_leaves=max_leaves,
    )


def as_file(data: Any) -> bytes:
    """What a hand-edited file holds: ASCII JSON, infinity written as 1e400."""
    return json.dumps(data, ensure_ascii=True).replace("Infinity", "1e400").encode("ascii")


def replaced(data: Any, path: tuple, value: Any) -> Any:
    """A copy of ``data`` with the node at ``path`` replaced by ``value``."""
    import copy

    if not path:
        return value
    copied = copy.deepcopy(data)
    parent = copied
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return copied
