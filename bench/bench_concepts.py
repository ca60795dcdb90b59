"""Concept quality on real corpora (issue 12): variant pairs, wrong merges, reach, families.

Prints one JSON object per corpus. ``--sample N`` also writes a random sample of
single-paper concepts (seeded) to judge by hand (see ``bench/concept_sample.jsonl``).

    PYTHONPATH=. python bench/bench_concepts.py data/icml2025_efficiency.jsonl \\
        ../shared/corpora/icml2023.jsonl ../shared/corpora/iclr2024.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter

import networkx as nx
from rapidfuzz import fuzz

from explorer.graph.names import abbreviates, clean_name, fold_key
from explorer.graph.query import rank_concepts
from explorer.graph.suffixes import suffix_chain
from explorer.graph.taxonomy import broader, family_of
from explorer.pipeline import open_graph

TOP = 200
_ACRONYM = re.compile(r"^[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9\-]*$")


def _plain(label: str) -> str:
    text = re.sub(r"[^a-z0-9]", "", clean_name(label).casefold())
    return text[:-1] if text.endswith("s") else text


def _words(label: str) -> list[str]:
    return [w.removesuffix("s") for w in re.split(r"[\s\-]+", clean_name(label).casefold()) if w]


def _holds_words(a: str, b: str) -> bool:
    """Are the words of one label all in the other's, in order, with more besides?

    >>> _holds_words("deep learning", "deep Q-learning"), _holds_words("ImageNet-1K", "ImageNet1K")
    (True, False)
    """
    x, y = sorted((_words(a), _words(b)), key=len)
    rest = iter(y)
    return len(x) < len(y) and all(w in rest for w in x)


def _initials(label: str) -> str:
    return "".join(w[0] for w in re.split(r"[\s\-]+", clean_name(label)) if w).upper()


def variant_pairs(G: nx.Graph, top: int = TOP) -> list[tuple[str, str, str]]:
    """Pairs a researcher would call one concept, one of them among the ``top`` most linked.

    Conservative on purpose: the same letters and digits (case, hyphens, a final
    "s" aside); an acronym equal to the initials of exactly one other concept's
    label; or labels of 8+ characters at least 95% alike with the same digits, unless
    one holds the other (its letters, or its words in order with a word more: "deep
    Q-learning" is a kind of deep learning, no spelling of it).
    """
    concepts = {n: d for n, d in G.nodes(data=True) if d.get("kind") == "concept"}
    head = [n for n, _ in rank_concepts(G)[:top]]
    by_plain: dict[str, list[str]] = {}
    by_initials: dict[str, list[str]] = {}
    for n, d in concepts.items():
        by_plain.setdefault(_plain(d["label"]), []).append(n)
        if len(d["label"].split()) >= 2:
            by_initials.setdefault(_initials(d["label"]), []).append(n)
    found = set()
    for n in head:
        label = concepts[n]["label"]
        for other in by_plain.get(_plain(label), []):
            if other != n:
                found.add((*sorted((n, other)), "spelling"))
        if _ACRONYM.match(label) and len(by_initials.get(label.upper(), [])) == 1:
            other = by_initials[label.upper()][0]
            found.add((*sorted((n, other)), "acronym"))
        for other, d in concepts.items():
            a, b = _plain(label), _plain(d["label"])
            if other == n or len(a) < 8 or re.findall(r"\d+", a) != re.findall(r"\d+", b):
                continue
            if a in b or b in a:  # "iTransformer" is a kind of transformer, no spelling of it
                continue
            if _holds_words(label, d["label"]):  # "deep Q-learning" is a kind of deep learning
                continue
            if fuzz.ratio(a, b) >= 95:
                found.add((*sorted((n, other)), "near spelling"))
    linked = {tuple(sorted((u, v))) for u, v, r in G.edges(data="relation") if r == "broader"}
    return sorted(pair for pair in found if pair[:2] not in linked)


def wrong_merges(G: nx.Graph, top: int = TOP) -> list[tuple[str, str]]:
    """Aliases of a top concept that are acronyms its label does not abbreviate ("DP-SGD")."""
    found = []
    for n, _ in rank_concepts(G)[:top]:
        label = G.nodes[n]["label"]
        for alias in G.nodes[n].get("aliases", []):
            alias = clean_name(alias)
            acronym = _ACRONYM.match(alias) and len(alias) <= 12 and " " not in alias
            if (
                acronym
                and _plain(alias) != _plain(label)
                and not abbreviates(alias, label)
                and not _plain(alias).startswith(_plain(label)[:3])
            ):
                found.append((n, alias))
    return found


def reach(G: nx.Graph) -> float:
    """Share of papers that share a non-generic concept with another paper (same node)."""
    papers = [n for n, k in G.nodes(data="kind") if k == "paper"]
    linked = 0
    for p in papers:
        for c in G[p]:
            d = G.nodes[c]
            if d.get("kind") == "concept" and not d.get("generic") and d.get("papers", 0) >= 2:
                linked += 1
                break
    return round(linked / max(1, len(papers)), 4)


def reach_through_hierarchy(G: nx.Graph) -> float:
    """Share of papers that reach another through a non-generic concept or its broader ones.

    This is the measure of issue 12's reach targets. Two papers meet when a
    concept of one and a concept of the other are, or have, a common broader
    concept that is not generic, through ``broader`` links of any reason:
    "LLaMA-2-7B" and "LLaMA-13B" meet at "LLaMA", "H100" and "A100" at "NVIDIA
    GPU", "sparse attention" and "linear attention" at "attention" (a head a
    paper names, or one three concepts share). A generic concept (a catch-all of
    the rules, or named by more than 5% of the papers) is no meeting point, nor
    is a broader concept reached only through one paper. The path is what the
    app shows: a concept's page links its broader and narrower concepts.
    """
    reached = _meeting_points(G)
    linked = len(reached) - len(unreached(G, reached))
    return round(linked / max(1, len(reached)), 4)


def _meeting_points(G: nx.Graph) -> dict[str, set[str]]:
    """Paper -> the non-generic concepts it names and their broader concepts."""
    reached: dict[str, set[str]] = {}
    for p in (n for n, k in G.nodes(data="kind") if k == "paper"):
        found: set[str] = set()
        for c in G[p]:
            if G.nodes[c].get("kind") == "concept":
                found |= {x for x in {c, *_ancestors(G, c)} if not G.nodes[x].get("generic")}
        reached[p] = found
    return reached


def unreached(G: nx.Graph, reached: dict[str, set[str]] | None = None) -> list[str]:
    """The papers that meet no other paper in :func:`reach_through_hierarchy`'s sense."""
    reached = reached if reached is not None else _meeting_points(G)
    counts = Counter(x for found in reached.values() for x in found)
    return sorted(p for p, found in reached.items() if not any(counts[x] >= 2 for x in found))


def describe_unreached(G: nx.Graph) -> list[dict]:
    """Each unreached paper's title and its concepts: label, type, papers, generic, broader."""
    rows = []
    for p in unreached(G):
        concepts = []
        for c in sorted(x for x in G[p] if G.nodes[x].get("kind") == "concept"):
            d = G.nodes[c]
            up = [G.nodes[a]["label"] for a in sorted(_ancestors(G, c))]
            mark = "*" if d.get("generic") else ""
            concepts.append(f"{d['label']}{mark} [{d.get('type')}, {d.get('papers')}] {up or ''}")
        rows.append({"paper": p, "title": G.nodes[p].get("title", ""), "concepts": concepts})
    return rows


def _ancestors(G: nx.Graph, node: str) -> set[str]:
    found: set[str] = set()
    frontier = [node]
    while frontier:
        for parent, _ in broader(G, frontier.pop()):
            if parent not in found:
                found.add(parent)
                frontier.append(parent)
    return found


def family_check(G: nx.Graph) -> dict:
    """Models with a size/version suffix lacking a family; the families of ImageNet, CIFAR, GPUs."""
    orphans = []
    for n, d in G.nodes(data=True):
        chain = suffix_chain(d["label"]) if d.get("kind") == "concept" else []
        # "wav2vec 2.0" written "wav2vec" too: the family name is the concept itself.
        own = {fold_key(a) for a in d.get("aliases", [])}
        if (
            d.get("type") == "MODEL"
            and chain
            and family_of(G, n) == n
            and fold_key(chain[-1][0]) not in own
        ):
            orphans.append(d["label"])
    groups = {
        "imagenet": r"(?i)^imagenet",
        "cifar": r"(?i)^cifar",
        "gpu": r"(?i)\bgpus?$",
        "nvidia": r"(?i)^(?:nvidia\s+)?(?:tesla\s+)?(?:[ahvpt]\d{2,3}|rtx|gtx|geforce)\b",
    }
    families = {}
    for name, pattern in groups.items():
        found = {
            family_of(G, n)
            for n, d in G.nodes(data=True)
            if d.get("kind") == "concept"
            and d.get("type") in ("DATASET", "HARDWARE", "MODEL")
            and re.search(pattern, d["label"])
        }
        families[name] = sorted(found)
    return {
        "models_without_family": sorted(orphans),
        "family_attribute_conflicts": family_conflicts(G),
        "families": families,
    }


def family_conflicts(G: nx.Graph) -> list[tuple[str, str]]:
    """Concepts whose ``family`` attribute names no concept up their links, nor a name
    their suffixes leave (any spelling).

    ("LLaMA-30B" with family "LLaMA 3" was one: the recognizer read the size as a version.)
    """
    found = []
    for n, d in G.nodes(data=True):
        if d.get("kind") != "concept" or not d.get("family") or family_of(G, n) == n:
            continue
        up = {fold_key(G.nodes[x]["label"]) for x in _ancestors(G, n)}
        up.update(fold_key(name) for name, _ in suffix_chain(d["label"]))
        if fold_key(d["family"]) not in up:
            found.append((d["label"], d["family"]))
    return sorted(found)


def single_paper_sample(G: nx.Graph, n: int, seed: int = 12) -> list[dict]:
    concepts = sorted(
        node
        for node, d in G.nodes(data=True)
        if d.get("kind") == "concept" and d.get("papers") == 1 and not d.get("derived")
    )
    chosen = random.Random(seed).sample(concepts, min(n, len(concepts)))
    rows = []
    for node in chosen:
        d = G.nodes[node]
        paper = next(p for p in G[node] if G.nodes[p].get("kind") == "paper")
        sentence = (G.edges[paper, node].get("evidence") or [""])[0]
        rows.append({"node": node, "label": d["label"], "type": d["type"], "sentence": sentence})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("corpora", nargs="+")
    parser.add_argument("--cache-dir")
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--sample-out")
    parser.add_argument("--seed", type=int, default=12, help="seed of the sample")
    parser.add_argument(
        "--unreached", help="write the papers that reach no other paper, with their concepts"
    )
    args = parser.parse_args(argv)
    samples, lonely = [], []
    for path in args.corpora:
        G = open_graph([path], cache_dir=args.cache_dir)
        concepts = [n for n, k in G.nodes(data="kind") if k == "concept"]
        single = sum(1 for n in concepts if G.nodes[n].get("papers") == 1)
        report = {
            "corpus": path,
            "papers": sum(1 for _, k in G.nodes(data="kind") if k == "paper"),
            "concepts": len(concepts),
            "single_paper_share": round(single / max(1, len(concepts)), 3),
            "generic": sorted(G.nodes[n]["label"] for n in concepts if G.nodes[n].get("generic")),
            "broader_edges": sum(1 for *_, r in G.edges(data="relation") if r == "broader"),
            "reach_non_generic": reach(G),
            "reach_through_hierarchy": reach_through_hierarchy(G),
            "variant_pairs": variant_pairs(G),
            "wrong_merges": wrong_merges(G),
            **family_check(G),
        }
        print(json.dumps(report, ensure_ascii=False))
        if args.unreached:
            lonely += [{"corpus": path, **row} for row in describe_unreached(G)]
        if args.sample:
            samples += [
                {"corpus": path, **row} for row in single_paper_sample(G, args.sample, args.seed)
            ]
    if args.sample_out:
        with open(args.sample_out, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in samples)
    if args.unreached:
        with open(args.unreached, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in lonely)
    return 0


if __name__ == "__main__":
    sys.exit(main())
