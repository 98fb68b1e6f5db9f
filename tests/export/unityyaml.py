"""Unity's text assets read with PyYAML (Debian's python3-yaml), and its AnimationCurve evaluated by
Unity's documented rules: shared by unityplay.py and unityframe.py, which report their differences
with fail() (failures: every one so far).
"""
import math
import re

import yaml

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


# --- reading Unity YAML ---------------------------------------------------------------------

def read_unity(path):
    """The objects of a Unity text asset: [(class ID, file ID)] and each object's mapping.

    Unity writes its %TAG directive once, before the first document, and `--- !u!CLASS &ID`
    before each object; YAML applies a directive to one document only, so PyYAML cannot take
    the file whole: each object is read on its own, its !u! tag and anchor taken from its line.
    """
    with open(path, encoding="utf-8") as f:
        text = f.read()
    head = "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n"
    if not text.startswith(head):
        fail(f"{path}: not a Unity YAML file")
    parts = re.split(r"^--- !u!(\d+) &(-?\d+)\n", text[len(head):], flags=re.M)
    if parts[0].strip():
        fail(f"{path}: text before the first object")
    anchors, docs = [], []
    for i in range(1, len(parts), 3):
        anchors.append((int(parts[i]), int(parts[i + 1])))
        docs.append({"class": int(parts[i]), "body": yaml.safe_load(parts[i + 2])})
    return anchors, docs


def read_meta(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def num(value):
    """Unity's numbers: PyYAML leaves 'Infinity' and '1e-7' (no dot) as strings."""
    return float(value) if value is not None else 0.0


def vec(value):
    return [num(value[a]) for a in "xyz"]


# --- Unity's AnimationCurve evaluation (Keyframe documentation) -------------------------------

def bezier(p0, p1, p2, p3, u):
    v = 1.0 - u
    return v * v * v * p0 + 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u * p3


def evaluate(keys, t):
    """keys: (time, value, inSlope, outSlope, weightedMode, inWeight, outWeight), one component."""
    if t <= keys[0][0]:
        return keys[0][1]
    if t >= keys[-1][0]:
        return keys[-1][1]
    i = max(j for j in range(len(keys)) if keys[j][0] <= t)
    t0, v0, _, m0, mode0, _, w0 = keys[i]
    t1, v1, m1, _, mode1, w1, _ = keys[i + 1]
    if math.isinf(m0) or math.isinf(m1):
        return v0  # a constant (stepped) segment
    dt = t1 - t0
    s = (t - t0) / dt
    out_weighted, in_weighted = bool(mode0 & 2), bool(mode1 & 1)
    if not out_weighted and not in_weighted:  # Hermite
        s2, s3 = s * s, s * s * s
        return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * m0 * dt + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * m1 * dt
    wa = w0 if out_weighted else 1.0 / 3.0
    wb = w1 if in_weighted else 1.0 / 3.0
    if not (0.0 <= wa <= 1.0 and 0.0 <= wb <= 1.0):
        fail(f"weight outside [0, 1]: {wa}, {wb}")
    lo, hi = 0.0, 1.0  # time is the Bezier's first coordinate: solve it for the parameter
    for _ in range(80):
        mid = 0.5 * (lo + hi)
        if bezier(0.0, wa, 1.0 - wb, 1.0, mid) < s:
            lo = mid
        else:
            hi = mid
    u = 0.5 * (lo + hi)
    return bezier(v0, v0 + m0 * dt * wa, v1 - m1 * dt * wb, v1, u)


def component_keys(curve, c):
    out = []
    for k in curve["m_Curve"]:
        pick = (lambda v: vec(v)[c]) if isinstance(k["value"], dict) else num
        out.append((num(k["time"]), pick(k["value"]), pick(k["inSlope"]), pick(k["outSlope"]),
                    int(k["weightedMode"]), pick(k["inWeight"]), pick(k["outWeight"])))
    return out
