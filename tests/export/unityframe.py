#!/usr/bin/python3
"""Plays the frame data of a `unity` export as Unity would, without Unity, against inbetween-cli.

    unityframe.py CLI PROJECT [--seed N] [--samples N] [--pixels-per-unit N]
                                                        (PROJECT: a version 3 project file)

Exports PROJECT with `CLI export --format unity` into a temporary folder and reads the files with
PyYAML as unityplay.py does (the reader and the curve evaluation by Unity's documented rules are
unityyaml.py's; the sprites, the object's own curves and the events are unityplay.py's). Checks:
- NAME.prefab (+ a PrefabImporter .meta): one root GameObject named NAME whose Transform has no
  father and holds a SpriteRenderer (its sprite one of a page's .meta, or none) and an Animator on
  NAME.controller (fileID 9100000, the controller's GUID); under it, per declared box a child
  named by the box with a Transform and a trigger BoxCollider2D, per declared point a child with
  a Transform only; every component names its GameObject, every child its father;
- per .anim: every curve's path names the root ("") or a child of the prefab and its classID is
  a component on that object (1: the GameObject itself); each child curve's keys are stepped
  (Infinity slopes, tangentMode 103) and lie on frame starts (the sprite curve's key times); the
  float curves are in m_EditorCurves too, and have a generic binding by the CRC-32 (zlib's) of
  their path and attribute;
- at N random times per clip (over two periods; once: past the end too) and the middle of every
  frame, each box's m_Enabled is 1 exactly when `CLI sample` lists the box, and then its m_Offset
  and m_Size are sample's rect [x, y, w, h] as (x + w/2, -(y + h/2)) and (w, h) over N pixels per
  unit; each point's m_IsActive is 1 exactly when sample lists it, and then its m_LocalPosition is
  (x, -y, 0) over N; within 1e-6 units (float32).
Prints one line per clip; exit status 1 on any difference.
"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile
import zlib

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import unityyaml  # noqa: E402
from unityplay import run  # noqa: E402
from unityyaml import component_keys, evaluate, fail, num, read_meta, read_unity  # noqa: E402

TOLERANCE = 1e-6
BOX_FIELDS = ("m_Offset.x", "m_Offset.y", "m_Size.x", "m_Size.y", "m_Enabled")


def body(doc):
    return next(iter(doc["body"].values()))


def read_prefab(path, name, controller_guid, sprite_ids):
    """The prefab's objects: {child name or "": set of class IDs on it}, checking its structure."""
    anchors, docs = read_unity(path)
    objects = {file_id: (cls, body(d)) for (cls, file_id), d in zip(anchors, docs)}
    if len(objects) != len(docs):
        fail(f"{path}: file IDs not unique")
    transforms = [(i, o) for i, (c, o) in objects.items() if c == 4]
    roots = [(i, o) for i, o in transforms if int(o["m_Father"]["fileID"]) == 0]
    if len(roots) != 1:
        fail(f"{path}: {len(roots)} root transforms")
        return {}
    root_id, root = roots[0]
    found = {}
    for i, (c, o) in objects.items():
        if c != 1:
            continue
        classes = {1}
        for entry in o["m_Component"]:
            cid = int(entry["component"]["fileID"])
            if cid not in objects or int(objects[cid][1]["m_GameObject"]["fileID"]) != i:
                fail(f"{path}: component {cid} of {o['m_Name']} is not there or names another object")
                continue
            classes.add(objects[cid][0])
        mine = [t for t in transforms if int(t[1]["m_GameObject"]["fileID"]) == i]
        if len(mine) != 1:
            fail(f"{path}: {o['m_Name']} has {len(mine)} transforms")
            continue
        if mine[0][0] == root_id:
            if str(o["m_Name"]) != name:
                fail(f"{path}: root named {o['m_Name']}, not {name}")
            key = ""
        else:
            key = str(o["m_Name"])
            if int(mine[0][1]["m_Father"]["fileID"]) != root_id or \
                    mine[0][0] not in [int(c["fileID"]) for c in root["m_Children"] or []]:
                fail(f"{path}: {key} is not a child of the root")
        if key in found:
            fail(f"{path}: two objects named {key!r}")
        found[key] = classes
        for cid in (int(e["component"]["fileID"]) for e in o["m_Component"]):
            cls, comp = objects.get(cid, (None, None))
            if cls == 95 and (int(comp["m_Controller"]["fileID"]) != 9100000
                              or comp["m_Controller"].get("guid") != controller_guid):
                fail(f"{path}: the Animator's controller {comp['m_Controller']} is not {controller_guid}")
            if cls == 212 and int(comp["m_Sprite"]["fileID"]) not in sprite_ids | {0}:
                fail(f"{path}: the SpriteRenderer's sprite {comp['m_Sprite']} is no sprite of the atlas")
            if cls == 61 and int(comp["m_IsTrigger"]) != 1:
                fail(f"{path}: {key}'s BoxCollider2D is not a trigger")
    if found.get("") != {1, 4, 212, 95}:
        fail(f"{path}: the root holds classes {found.get('')}, not GameObject, Transform, SpriteRenderer, Animator")
    return found


def check_clip(cli, project_path, project, anim_path, prefab, rng, samples, ppu):
    a = body(read_unity(anim_path)[1][0])
    name = str(a["m_Name"])
    clip = next(c for c in project["clips"] if c["name"] == name)
    loop = clip.get("loop", "loop")
    period = num(a["m_AnimationClipSettings"]["m_StopTime"]) * 1000
    frame_starts = sorted({num(k["time"]) for e in a["m_PPtrCurves"] or [] for k in e["curve"]})
    floats, positions = {}, {}
    curves = [(e, "float") for e in a["m_FloatCurves"] or []] + [(e, "position") for e in a["m_PositionCurves"] or []]
    curves += [(e, "transform") for f in ("m_EulerCurves", "m_ScaleCurves") for e in a[f] or []]
    curves += [(e, "sprite") for e in a["m_PPtrCurves"] or []]
    bindings = {(int(b["path"]), int(b["attribute"]), int(b["typeID"])) for b in
                a["m_ClipBindingConstant"]["genericBindings"] or []}
    editor = {(str(e["path"] or ""), e["attribute"]): e for e in a["m_EditorCurves"] or []}
    for entry, kind in curves:
        path = str(entry["path"] or "")
        class_id = {"float": None, "sprite": 212}.get(kind, 4)
        class_id = int(entry["classID"]) if class_id is None else class_id
        if path not in prefab or class_id not in prefab[path]:
            fail(f"{name}: a curve on {path!r} class {class_id}: the prefab has {prefab.get(path)} there")
            continue
        if not path:
            continue
        keys = entry["curve"]["m_Curve"]
        for k in keys:
            slopes = [k["inSlope"], k["outSlope"]] if kind == "float" else [*k["inSlope"].values(), *k["outSlope"].values()]
            if any(not math.isinf(num(s)) for s in slopes) or int(k["tangentMode"]) != 103:
                fail(f"{name}: {path} {entry.get('attribute', 'm_LocalPosition')} key at {k['time']} is not stepped")
            if not any(abs(num(k["time"]) - s) < 1e-6 for s in frame_starts):
                fail(f"{name}: {path} key at {k['time']} s is on no frame start")
        if kind == "float":
            attribute = entry["attribute"]
            floats[(path, attribute)] = component_keys(entry["curve"], 0)
            e = editor.get((path, attribute))
            if e is None or component_keys(e["curve"], 0) != floats[(path, attribute)]:
                fail(f"{name}: editor curve {path} {attribute} is not the runtime curve")
            if (zlib.crc32(path.encode()), zlib.crc32(attribute.encode()), class_id) not in bindings:
                fail(f"{name}: no generic binding for {path} {attribute}")
        else:
            positions[path] = [component_keys(entry["curve"], c) for c in range(3)]
            if (zlib.crc32(path.encode()), 1, 4) not in bindings:
                fail(f"{name}: no generic binding for {path}'s position")
    if not clip.get("frames"):
        return
    span = period if period > 0 else 1.0
    times = [rng.uniform(0, 2 * span if loop != "once" else 1.2 * span) for _ in range(samples)]
    times += [500.0 * (frame_starts[i] + frame_starts[i + 1]) for i in range(len(frame_starts) - 1)]
    truth = run(cli, "sample", project_path, "--clip", name, *[x for t in times for x in ("--at", repr(t))])
    checked = 0
    for t, want in zip(times, truth):
        u = (min(t, period) if loop == "once" else math.fmod(t, period)) / 1000.0
        for box in project.get("boxes", []):
            n = box["name"]
            on = evaluate(floats.get((n, "m_Enabled"), [(0, -1, 0, 0, 0, 0, 0)]), u)
            if on not in (0.0, 1.0) or (on == 1.0) != (n in want["boxes"]):
                fail(f"{name} at {t} ms: box {n} m_Enabled {on}, sample {want['boxes']}")
            elif on == 1.0:
                x, y, w, h = want["boxes"][n]
                expect = [(x + w / 2) / ppu, -(y + h / 2) / ppu, w / ppu, h / ppu]
                got = [evaluate(floats.get((n, f), [(0, math.nan, 0, 0, 0, 0, 0)]), u) for f in BOX_FIELDS[:4]]
                if not all(abs(g - e) <= TOLERANCE for g, e in zip(got, expect)):
                    fail(f"{name} at {t} ms: box {n} offset, size {got}, sample {want['boxes'][n]} -> {expect}")
                checked += 1
        for point in project.get("points", []):
            n = point["name"]
            on = evaluate(floats.get((n, "m_IsActive"), [(0, -1, 0, 0, 0, 0, 0)]), u)
            if on not in (0.0, 1.0) or (on == 1.0) != (n in want["points"]):
                fail(f"{name} at {t} ms: point {n} m_IsActive {on}, sample {want['points']}")
            elif on == 1.0:
                x, y = want["points"][n]
                got = [evaluate(c, u) for c in positions.get(n, [[(0, math.nan, 0, 0, 0, 0, 0)]] * 3)]
                if not all(abs(g - e) <= TOLERANCE for g, e in zip(got, [x / ppu, -y / ppu, 0.0])):
                    fail(f"{name} at {t} ms: point {n} at {got}, sample {want['points'][n]}")
                checked += 1
    print(f"{name}: {loop}, {len(times)} times, {len(floats)} float and {len(positions)} position curves, "
          f"{checked} boxes and points on compared")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("project")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--samples", type=int, default=150)
    parser.add_argument("--pixels-per-unit", type=float, default=100.0)
    options = parser.parse_args()
    with open(options.project, encoding="utf-8") as f:
        project = json.load(f)
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = os.path.join(tmp, "Assets", "Export")
        subprocess.run([options.cli, "export", options.project, "--format", "unity", "-o", folder,
                        "--pixels-per-unit", repr(options.pixels_per_unit)], check=True, capture_output=True)
        names = sorted(os.listdir(folder))
        prefabs = [n for n in names if n.endswith(".prefab")]
        controllers = [n for n in names if n.endswith(".controller")]
        if len(prefabs) != 1 or prefabs[0] + ".meta" not in names or len(controllers) != 1:
            raise SystemExit(f"unexpected files: {names}")
        meta = read_meta(os.path.join(folder, prefabs[0] + ".meta"))
        if "PrefabImporter" not in meta or not re.fullmatch(r"[0-9a-f]{32}", meta["guid"]):
            fail(f"{prefabs[0]}.meta: {meta}")
        sprite_ids = {int(s["internalID"]) for n in names if n.endswith(".png.meta")
                      for s in read_meta(os.path.join(folder, n))["TextureImporter"]["spriteSheet"]["sprites"] or []}
        controller_guid = read_meta(os.path.join(folder, controllers[0] + ".meta"))["guid"]
        prefab = read_prefab(os.path.join(folder, prefabs[0]), prefabs[0][:-len(".prefab")], controller_guid, sprite_ids)
        for box in project.get("boxes", []):
            if prefab.get(box["name"]) != {1, 4, 61}:
                fail(f"box {box['name']}: the prefab's child holds {prefab.get(box['name'])}")
        for point in project.get("points", []):
            if prefab.get(point["name"]) != {1, 4}:
                fail(f"point {point['name']}: the prefab's child holds {prefab.get(point['name'])}")
        for anim in (n for n in names if n.endswith(".anim")):
            check_clip(options.cli, options.project, project, os.path.join(folder, anim), prefab, rng, options.samples,
                       options.pixels_per_unit)
    print(f"{len(unityyaml.failures)} failures")
    return 1 if unityyaml.failures else 0


if __name__ == "__main__":
    sys.exit(main())
