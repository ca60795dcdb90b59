"""Back and Forward through the selections, like a browser's history.

Examples
--------
>>> history = History()
>>> history.leave("a"); history.leave("b")
>>> history.back("c"), history.forward("b")
('b', 'c')
>>> history.keep_only({"a", "c"}); history.can_go_back(), history.can_go_forward()
(True, False)
"""

from __future__ import annotations

from collections.abc import Container


class History:
    """The selections left behind (Back) and the ones gone back from (Forward)."""

    def __init__(self) -> None:
        self._back: list[str] = []
        self._forward: list[str] = []

    def can_go_back(self) -> bool:
        """Whether Back has somewhere to go."""
        return bool(self._back)

    def can_go_forward(self) -> bool:
        """Whether Forward has somewhere to go."""
        return bool(self._forward)

    def leave(self, node: str) -> None:
        """A new selection replaces ``node``: it goes on Back, and Forward is forgotten."""
        self._back.append(node)
        self._forward.clear()

    def back(self, current: str | None) -> str:
        """The node Back goes to; ``current`` (if any) goes on Forward (see :meth:`can_go_back`)."""
        if current is not None:
            self._forward.append(current)
        return self._back.pop()

    def forward(self, current: str | None) -> str:
        """The node Forward goes to; ``current`` (if any) goes on Back."""
        if current is not None:
            self._back.append(current)
        return self._forward.pop()

    def keep_only(self, nodes: Container[str]) -> None:
        """Forget the entries not in ``nodes`` (a graph edit removed them)."""
        self._back = [n for n in self._back if n in nodes]
        self._forward = [n for n in self._forward if n in nodes]

    def clear(self) -> None:
        """Forget everything (a new graph)."""
        self._back.clear()
        self._forward.clear()
