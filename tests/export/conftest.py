"""A small view built with NetworkX following the graph schema, full of hostile text."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from types import SimpleNamespace

import networkx as nx
import pytest

#: Each payload, if it ever ran, would leave a mark the browser tests look for.
TITLE = "<b>x</b><script>alert(1);document.title='pwned'</script> on the href trick"
IMG = "<img src=x onerror=\"alert(1);document.body.setAttribute('data-pwned','img')\">"
END_SCRIPT = "</script><script>document.body.setAttribute('data-pwned','script')</script>"
#: A math letter outside the BMP: one code point in Python, two UTF-16 units in JS.
ABSTRACT = (
    f"We propose FastLoRA {END_SCRIPT} with 𝒪(n) cost and use LoRA on ImageNet {IMG}. "
    "FastLoRA runs 2× faster on A100 GPUs."
)
BAD_URL = "javascript:alert(1)"
GOOD_URL = "https://openreview.net/forum?id=abc"
EVIL_KEY = 'concept:"><svg onload=alert(1)>'
EVIL_LABEL = "A100 <svg onload=\"document.body.setAttribute('data-pwned','svg')\">"
PAPER = "paper:evil"
RLO = "\u202e"


def _mention(text: str, label: str, concept: str, occurrence: int = 0) -> dict:
    start = -1
    for _ in range(occurrence + 1):
        start = ABSTRACT.index(text, start + 1)
    return {
        "text": text,
        "label": label,
        "canonical": text,
        "start": start,
        "end": start + len(text),
        "sentence": "",
        "sent_start": 0,
        "family": "",
        "concept": concept,
    }


def build_hostile_view() -> nx.Graph:
    """Two papers and four concepts; every text field carries markup or script."""
    G = nx.Graph(name="hostile", schema=1)
    G.add_node(
        PAPER,
        kind="paper",
        type="PAPER",
        label=TITLE,
        title=TITLE,
        abstract=ABSTRACT,
        # An unterminated RIGHT-TO-LEFT OVERRIDE must not reverse the next author.
        authors=[f"Eve {IMG}", f"Mallory{RLO}", "Bob"],
        year=2024,
        venue=f"ICML {IMG}",
        url=BAD_URL,
        links={"openreview": GOOD_URL, "data": "data:text/html,<script>alert(1)</script>"},
        proposed=["FastLoRA"],
        claims=[
            {
                "text": "2×",
                "value": 2.0,
                "unit": "×",
                "sentence": f"runs 2× {END_SCRIPT}",
                "start": 0,
                "end": 2,
                "sent_start": 0,
                "kind": "speedup",
            }
        ],
        mentions=[
            _mention("FastLoRA", "METHOD", "concept:fastlora"),
            _mention("LoRA", "METHOD", "concept:lora", occurrence=1),
            _mention("ImageNet", "DATASET", "concept:imagenet"),
            _mention("A100", "HARDWARE", EVIL_KEY),
            # Offsets past the end of the abstract: must be ignored, not crash.
            {"text": "x", "label": "TASK", "start": 10_000, "end": 10_001, "concept": "c"},
        ],
    )
    G.add_node(
        "paper:plain",
        kind="paper",
        type="PAPER",
        label="A plain paper",
        title="A plain paper",
        abstract="We use LoRA on ImageNet.",
        authors=["Ann"],
        year=2023,
        venue="ICLR",
        url="https://example.org/plain",
        links={},
        proposed=[],
        claims=[],
        mentions=[],
    )
    concepts = [
        ("concept:fastlora", "METHOD", "FastLoRA", ["FastLoRA", "fast-lora"]),
        ("concept:lora", "METHOD", "LoRA", ["LoRA", "low-rank adaptation"]),
        ("concept:imagenet", "DATASET", "ImageNet", ["ImageNet", f"ImageNet {IMG}"]),
        (EVIL_KEY, "HARDWARE", EVIL_LABEL, [EVIL_LABEL]),
    ]
    for key, label_type, label, aliases in concepts:
        G.add_node(
            key,
            kind="concept",
            type=label_type,
            label=label,
            aliases=aliases,
            family="",
            count=2,
            papers=1,
        )
    edge = {"count": 1, "weight": 1.0}
    G.add_edge(
        PAPER,
        "concept:fastlora",
        relation="proposes",
        evidence=[f"We propose FastLoRA {END_SCRIPT}"],
        **edge,
    )
    G.add_edge(PAPER, "concept:lora", relation="uses", evidence=["use LoRA"], **edge)
    G.add_edge(
        PAPER, "concept:imagenet", relation="evaluates_on", evidence=[f"on ImageNet {IMG}"], **edge
    )
    G.add_edge(
        PAPER,
        EVIL_KEY,
        relation="targets_hardware",
        evidence=["FastLoRA runs 2× faster on A100 GPUs."],
        **edge,
    )
    G.add_edge("paper:plain", "concept:lora", relation="uses", evidence=["We use LoRA."], **edge)
    G.add_edge(
        "paper:plain",
        "concept:imagenet",
        relation="evaluates_on",
        evidence=["on ImageNet."],
        **edge,
    )
    G.add_edge("concept:fastlora", "concept:imagenet", relation="co_occurs", weight=1)
    G.add_edge(PAPER, "paper:plain", relation="similar", weight=2)
    return G


def grid_positions(G: nx.Graph) -> dict:
    """Fixed positions in [-1, 1], one per node."""
    n = max(G.number_of_nodes() - 1, 1)
    return {node: (-1 + 2 * i / n, (-1) ** i * 0.5) for i, node in enumerate(G)}


@pytest.fixture
def hostile() -> SimpleNamespace:
    """The hostile view and the strings it was built from."""
    return SimpleNamespace(
        view=build_hostile_view(),
        positions=grid_positions,
        title=TITLE,
        abstract=ABSTRACT,
        img=IMG,
        end_script=END_SCRIPT,
        bad_url=BAD_URL,
        good_url=GOOD_URL,
        evil_key=EVIL_KEY,
        evil_label=EVIL_LABEL,
        paper=PAPER,
    )


@pytest.fixture
def chromium(tmp_path: Path):
    """``dump(url) -> DOM`` with headless chromium and no network; skips without chromium."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        pytest.skip("chromium is not installed (apt-get install -y chromium)")

    def dump(url: str) -> str:
        result = subprocess.run(
            [
                binary,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                f"--user-data-dir={tmp_path / 'profile'}",
                "--virtual-time-budget=5000",
                "--dump-dom",
                url,
            ],
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
        )
        assert result.returncode == 0, result.stderr[-2000:]
        return result.stdout

    return dump


class Page(HTMLParser):
    """A parsed page: every start tag, the text of each script, style and title."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self.styles: list[str] = []
        self.titles: list[str] = []
        self._open: tuple[str, dict[str, str | None]] | None = None
        self._text: list[str] = []
        self.feed(text)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        self.tags.append((tag, attributes))
        if tag in ("script", "style", "title"):
            self._open, self._text = (tag, attributes), []

    def handle_data(self, data):
        if self._open is not None:
            self._text.append(data)

    def handle_endtag(self, tag):
        if self._open is None or tag != self._open[0]:
            return
        text = "".join(self._text)
        if tag == "script":
            self.scripts.append((self._open[1], text))
        elif tag == "style":
            self.styles.append(text)
        else:
            self.titles.append(text)
        self._open = None

    def by_id(self, element_id: str) -> list[tuple[str, dict[str, str | None]]]:
        return [(tag, attrs) for tag, attrs in self.tags if attrs.get("id") == element_id]


@pytest.fixture
def parse():
    """``parse(html) -> Page``."""
    return Page
