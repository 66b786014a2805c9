"""Progress for long work: a bar on a terminal, a plain line every 10 % elsewhere (CI logs)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """Counts steps of one phase and shows them on `stream` (stderr by default)."""

    def __init__(self, stream: TextIO | None = None, enabled: bool = True) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.tty = enabled and self.stream.isatty()
        self.label, self.total, self.done, self._next_line = "", 0, 0, 0
        self._last_draw = 0.0

    def start(self, label: str, total: int) -> None:
        self.label, self.total, self.done = label, total, 0
        self._next_line = 0
        self._draw(force=True)

    def advance(self, steps: int = 1) -> None:
        self.done += steps
        self._draw(force=self.done >= self.total)

    def finish(self) -> None:
        if self.tty and self.total:
            self.stream.write("\n")
            self.stream.flush()

    def _draw(self, force: bool = False) -> None:
        if not self.enabled or not self.total:
            return
        percent = 100 * self.done // self.total
        if self.tty:
            now = time.monotonic()
            if force or now - self._last_draw > 0.1:
                filled = percent * 30 // 100
                bar = "#" * filled + "-" * (30 - filled)
                self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total}")
                self.stream.flush()
                self._last_draw = now
        elif percent >= self._next_line:
            self.stream.write(f"{self.label}: {self.done}/{self.total} ({percent}%)\n")
            self.stream.flush()
            self._next_line = (percent // 10 + 1) * 10
