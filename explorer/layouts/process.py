"""Big layouts in a child process: igraph keeps the GIL while it lays out.

A layout thread does not keep the window answering when the layout is one
long C call that never releases the GIL: laying out 20,000 nodes froze the
GUI thread for 1.5 s. :func:`layout_elsewhere` sends the graph's structure
(node ids, edges, earlier positions; no attributes) to
``python -m explorer.layouts.process`` and reads the positions back, both
as marshal data. It is the same call to :func:`explorer.graph.layout.layout`
on a graph with the same nodes and edges, so it gives the same positions as
a call in this process. A request overtaken meanwhile kills its child.
"""

from __future__ import annotations

import marshal
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping

import networkx as nx

Positions = dict[str, tuple[float, float]]

#: Layouts with this much work (nodes to place) or more run in a child process.
PROCESS_FROM = 5000
#: How often a waiting layout checks whether it was overtaken, in seconds.
POLL_S = 0.1


def layout_work(G: nx.Graph, previous: Mapping[str, tuple[float, float]]) -> int:
    """How many nodes a layout of ``G`` from ``previous`` places (all if most are new).

    >>> layout_work(nx.path_graph(4), {0: (0, 0), 1: (1, 0), 2: (2, 0)})
    1
    >>> layout_work(nx.path_graph(4), {0: (0, 0)})
    4
    """
    known = sum(1 for node in G if node in previous)
    # explorer.graph.layout lays out afresh unless at least half the nodes have positions.
    return G.number_of_nodes() - known if 2 * known >= G.number_of_nodes() else len(G)


def layout_elsewhere(
    G: nx.Graph,
    previous: Mapping[str, tuple[float, float]] | None = None,
    *,
    seed: int = 0,
    abandoned: Callable[[], bool] = lambda: False,
) -> Positions | None:
    """Positions of ``G``'s nodes, computed in a child process; None if ``abandoned()``.

    Raises
    ------
    ValueError
        A node id is not plain data (marshal cannot send it): lay out here instead.
    RuntimeError
        The child failed; the message is its last line of error output.
    """
    nodes = list(G)
    edges = list(G.edges())
    known = {n: (float(x), float(y)) for n, (x, y) in (previous or {}).items() if n in G}
    payload = marshal.dumps((nodes, edges, known, seed))
    child = subprocess.Popen(
        [sys.executable, "-m", "explorer.layouts.process"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    # communicate() feeds and drains the pipes (megabytes each way) in a helper thread;
    # this one watches for the request being overtaken.
    answer: list[tuple[bytes, bytes]] = []
    talk = threading.Thread(target=lambda: answer.append(child.communicate(payload)))
    talk.start()
    while talk.is_alive():
        talk.join(POLL_S)
        if talk.is_alive() and abandoned():
            child.kill()
            talk.join()
            return None
    out, err = answer[0]
    if child.returncode != 0:
        lines = err.decode(errors="replace").strip().splitlines() or ["no message"]
        raise RuntimeError(f"layout process failed ({child.returncode}): {lines[-1]}")
    return marshal.loads(out)


def main() -> int:
    """Read (nodes, edges, previous, seed) on stdin; write {node: (x, y)} on stdout."""
    from explorer.graph.layout import layout

    nodes, edges, previous, seed = marshal.loads(sys.stdin.buffer.read())
    G = nx.Graph()
    G.add_nodes_from(nodes)
    G.add_edges_from(edges)
    positions = layout(G, seed=seed, previous=previous or None)
    plain = {node: (float(x), float(y)) for node, (x, y) in positions.items()}
    sys.stdout.buffer.write(marshal.dumps(plain))
    return 0


if __name__ == "__main__":
    sys.exit(main())
