#!/usr/bin/env python3
"""The kiwisolver peer of `diorama-bench solver`: Kiwi behind CPython, on the
same workloads as the C++ peer (kiwi-spec.md), with the same JSON keys.

  enaml       the enaml-like system read from enaml-constraints.txt
  stack       K boxes side by side, equal widths, container width edited
  stack_pref  the same with a weak preferred width per box

Every figure includes the cost of calling Kiwi from Python: against the C++
peer it shows what an interpreter adds (about 0.4 µs of a 1.4 µs edit round).
Times use time.perf_counter_ns with the garbage collector off.

  python3 kiwisolver_peer.py [--ks 100,1000,5000] [--pref-ks 100] [--quick]

Installs kiwisolver with pip when it is missing. Prints one JSON line; times
are in microseconds unless a key ends in _ms.
"""

import argparse
import gc
import operator
import os
import platform
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ folder in the repository
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peer_support  # noqa: E402

PEER = "kiwisolver"
peer_support.require(PEER, {"kiwisolver": "kiwisolver"})

import kiwisolver  # noqa: E402
from kiwisolver import Solver, Variable, strength  # noqa: E402

now = time.perf_counter_ns
MICROSECONDS = 1e-3
MILLISECONDS = 1e-6

SYSTEM_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "enaml-constraints.txt")

STRENGTHS = {
    "required": strength.required,
    "strong": strength.strong,
    "medium": strength.medium,
    "weak": strength.weak,
    "mmedium": strength.create(0, 1, 0, 1.25),
    "smedium": strength.create(0, 100, 0),
}
RELATIONS = {"==": operator.eq, ">=": operator.ge, "<=": operator.le}

# The edit sizes of kiwi's enaml benchmark, cycled through in this order.
EDIT_SIZES = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]


# ---------------------------------------------------------------- enaml system

def read_system(path):
    """(variable names, rows) from the grammar described in the file itself;
    a row is (strength, relation, constant, [(variable index, coefficient)])."""
    names, rows = [], []
    with open(path) as file:
        for line in file:
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if words[0] == "variables":
                names.extend(words[1:])
                continue
            terms = []
            for term in words[3:]:
                sign = -1.0 if term[0] == "-" else 1.0
                coefficient, _, name = term[1:].rpartition("*")
                terms.append((names.index(name), sign * float(coefficient or 1)))
            rows.append((STRENGTHS[words[0]], RELATIONS[words[1]], float(words[2]), terms))
    return names, rows


def make_constraints(rows, variables):
    """Builds each expression with Python arithmetic, as hand-written kiwi code does."""
    constraints = []
    for weight, relation, constant, terms in rows:
        expression = constant
        for index, coefficient in terms:
            expression = expression + coefficient * variables[index]
        constraints.append(relation(expression, 0) | weight)
    return constraints


def build_enaml(variables, constraints):
    solver = Solver()
    solver.addEditVariable(variables[0], "strong")  # width
    solver.addEditVariable(variables[1], "strong")  # height
    for constraint in constraints:
        solver.addConstraint(constraint)
    return solver


def benchmark_enaml(names, rows, builds, edit_repeats, cycles):
    variables = [Variable(name) for name in names]
    constraints = make_constraints(rows, variables)
    for _ in range(20):  # warm-up
        build_enaml(variables, constraints)
    # Each solver is freed after the clock stops.
    build = []
    for _ in range(builds):
        start = now()
        solver = build_enaml(variables, constraints)
        build.append(now() - start)
        del solver
    build_all = []
    for _ in range(builds):
        start = now()
        fresh = [Variable(name) for name in names]
        solver = build_enaml(fresh, make_constraints(rows, fresh))
        build_all.append(now() - start)
        del solver, fresh

    solver = build_enaml(variables, constraints)
    width, height = variables[0], variables[1]
    suggest, update = solver.suggestValue, solver.updateVariables
    sizes = EDIT_SIZES * cycles
    for w, h in EDIT_SIZES * 50:  # warm-up
        suggest(width, w)
        suggest(height, h)
        update()
    cycling = []
    for _ in range(edit_repeats):
        start = now()
        for w, h in sizes:
            suggest(width, w)
            suggest(height, h)
            update()
        cycling.append((now() - start) / len(sizes))
    same = []
    for _ in range(edit_repeats):
        start = now()
        for _ in sizes:
            suggest(width, 800)
            suggest(height, 400)
            update()
        same.append((now() - start) / len(sizes))

    sums = []
    for w, h in EDIT_SIZES:
        suggest(width, w)
        suggest(height, h)
        update()
        sums.append(round(sum(variable.value() for variable in variables), 6))
    return {
        "n_constraints": len(constraints),
        "n_variables": len(variables),
        "build_us": peer_support.summary(build, MICROSECONDS),
        "build_all_us": peer_support.summary(build_all, MICROSECONDS),
        "edit_cycle_us_per_round": peer_support.summary(cycling, MICROSECONDS),
        "edit_same_us_per_round": peer_support.summary(same, MICROSECONDS),
        "edit_rounds_per_repeat": len(sizes),
        "value_sums_after_each_size": sums,
    }


# ---------------------------------------------------------------- stack of K boxes

PADDING, SPACING, PREFERRED_WIDTH = 8.0, 4.0, 40.0


def stack_system(boxes, preferred_widths):
    """The variables and constraints in the order of kiwi-spec.md:
    S0, then per box S1 S2 S3|S4 S5 [S6], then S7."""
    container_left, container_width = Variable("cl"), Variable("cw")
    left, width, right = [], [], []
    for i in range(boxes):
        left.append(Variable("b%d.left" % i))
        width.append(Variable("b%d.width" % i))
        right.append(Variable("b%d.right" % i))
    constraints = [(container_left == 0) | "required"]
    for i in range(boxes):
        constraints.append((left[i] + width[i] - right[i] == 0) | "required")
        constraints.append((width[i] >= 0) | "required")
        if i == 0:
            constraints.append((left[0] - container_left - PADDING == 0) | "required")
        else:
            constraints.append((left[i] - right[i - 1] - SPACING == 0) | "required")
            constraints.append((width[i] - width[0] == 0) | "required")
        if preferred_widths:
            constraints.append((width[i] - PREFERRED_WIDTH == 0) | "weak")
    constraints.append((container_left + container_width - right[-1] - PADDING == 0) | "required")
    return container_width, width[-1], right[-1], constraints


def stack_edits(boxes):
    """The 100 (container width, box width) pairs: boxes 20 + 3 (j mod 17) wide."""
    edits = []
    for j in range(100):
        box = 20.0 + 3.0 * (j % 17)
        edits.append((2 * PADDING + SPACING * (boxes - 1) + boxes * box, box))
    return edits


def benchmark_stack(boxes, preferred_widths, builds, passes):
    container_width, last_width, last_right, constraints = stack_system(boxes, preferred_widths)
    build = []
    solver = None
    for _ in range(builds):
        solver = None  # free the previous solver outside the timed region
        gc.collect()
        start = now()
        candidate = Solver()
        candidate.addEditVariable(container_width, "strong")
        for constraint in constraints:
            candidate.addConstraint(constraint)
        build.append(now() - start)
        solver = candidate

    suggest, update = solver.suggestValue, solver.updateVariables
    edits = stack_edits(boxes)
    start = now()
    suggest(container_width, edits[-1][0])
    update()
    first_resolve = now() - start

    solution_ok = True
    resolves, hundred = [], []
    for _ in range(passes):
        total = 0
        for container, box in edits:
            start = now()
            suggest(container_width, container)
            update()
            elapsed = now() - start
            resolves.append(elapsed)
            total += elapsed
            solution_ok = (solution_ok and abs(last_width.value() - box) < 1e-6
                           and abs(last_right.value() - (container - PADDING)) < 1e-6)
        hundred.append(total)
    suggest_only, update_only = [], []
    for container, _ in edits:
        start = now()
        suggest(container_width, container)
        middle = now()
        update()
        suggest_only.append(middle - start)
        update_only.append(now() - middle)
    build_summary = peer_support.summary(build, MILLISECONDS)
    return {
        "K": boxes,
        "n_constraints": len(constraints),
        "n_variables": 2 + 3 * boxes,
        "build_ms": build_summary,
        "build_us_per_constraint": round(build_summary["median"] * 1e3 / len(constraints), 4),
        "first_resolve_ms": round(first_resolve * MILLISECONDS, 4),
        "resolve_us": peer_support.summary(resolves, MICROSECONDS),
        "resolve_100_total_ms": peer_support.summary(hundred, MILLISECONDS),
        "suggest_only_us": peer_support.summary(suggest_only, MICROSECONDS),
        "update_variables_only_us": peer_support.summary(update_only, MICROSECONDS),
        "solution_ok": solution_ok,
    }


def stack_repeats(boxes, quick):
    """Builds and resolve passes per K: larger systems take seconds per build."""
    builds = 50 if boxes <= 100 else 7 if boxes <= 1000 else 3
    passes = 10 if boxes <= 100 else 5 if boxes <= 1000 else 3
    return (max(1, builds // 5), 1) if quick else (builds, passes)


def counts(text):
    return [int(item) for item in text.split(",") if item]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ks", type=counts, default=[100, 1000, 5000], help="box counts of the stack")
    parser.add_argument("--pref-ks", type=counts, default=[100], help="box counts of stack_pref")
    parser.add_argument("--quick", action="store_true", help="fewer repeats: a smoke run")
    options = parser.parse_args()

    names, rows = read_system(SYSTEM_FILE)
    gc.disable()
    started = time.time()
    result = {
        "bench": PEER,
        "impl": "kiwisolver %s (CPython %s)" % (kiwisolver.__version__, platform.python_version()),
        "units": "us unless the key ends in _ms",
    }
    quick = options.quick
    result["enaml"] = benchmark_enaml(names, rows, 50 if quick else 400, 3 if quick else 15, 100 if quick else 1000)
    print("kiwisolver: enaml done", file=sys.stderr)
    result["stack"] = {}
    for boxes in options.ks:
        result["stack"][str(boxes)] = benchmark_stack(boxes, False, *stack_repeats(boxes, quick))
        print("kiwisolver: stack K=%d done" % boxes, file=sys.stderr)
    result["stack_pref"] = {}
    for boxes in options.pref_ks:
        result["stack_pref"][str(boxes)] = benchmark_stack(boxes, True, 2 if quick else 5, 1 if quick else 3)
        print("kiwisolver: stack_pref K=%d done" % boxes, file=sys.stderr)
    result["wall_s"] = round(time.time() - started, 2)
    peer_support.print_result(result)


if __name__ == "__main__":
    main()
