#!/usr/bin/python3
"""Plays a `unity` export as Unity would, without Unity, and compares it with inbetween-cli.

    unityplay.py CLI PROJECT [--seed N] [--samples N] [--pixels-per-unit N] [--max-size N --pages P]
                                                         (PROJECT: a version 2 project file)

Exports PROJECT with `CLI export --format unity` (and --pixels-per-unit N, --max-size N when
given) into a temporary folder, reads every file with PyYAML (Debian's python3-yaml; the reader and
Unity's curve rules are unityyaml.py's) and checks
that each atlas page's importer has Pixels Per Unit N (default 100), that there are P pages when
--pages is given, and per clip:
- the .anim is one AnimationClip (`--- !u!74 &7400000`, Unity's %TAG), m_Legacy 0,
  m_SampleRate the project's fps, m_LoopTime 1 for loop and pingpong, 0 for once, m_StopTime
  the period (L, 2L for pingpong);
- the position, Euler and scale curves (path ""), evaluated by Unity's documented rules (a
  Hermite segment between unweighted keys, a Bezier in time and value when a side is weighted,
  1/3 on an unweighted side; a constant segment when a slope is infinite), turned back from
  Unity's left-handed axes (position (x, y, -z), Euler (-x, -y, z)) and the position from world
  units to picture pixels (x N), are within 0.05 degrees and 1e-4 x the clip's extent of
  `CLI sample` at N random playback times;
- the sprite curve (SpriteRenderer.m_Sprite, classID 212) names sprites of a page's .meta (by
  the page's GUID), and at each of those times the sprite's rect (bottom-left origin) on its
  page, drawn with its pivot on the frame's pivot (`sample`'s) in a frame of the picture's size,
  holds the very pixels of the frame `sample` shows (ImageMagick's `convert` reads them);
- the events (ClipEvent, the name in `data`) over two periods are `CLI events`'s;
- the editor curves are the runtime curves; the controller has one state per clip, the first
  the default, each naming its .anim's GUID.
Prints one line per clip; exit status 1 on any difference.
"""
import argparse
import math
import os
import random
import re
import subprocess
import sys
import tempfile

import yaml

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from unityyaml import component_keys, evaluate, fail, failures, num, read_meta, read_unity  # noqa: E402

TOLERANCE_DEGREES = 0.05
TOLERANCE_FRACTION = 1e-4


# --- rotations (Qt's Euler convention: z, then x, then y) ------------------------------------

def quat_mul(a, b):
    ax, ay, az, aw = a
    bx, by, bz, bw = b
    return (aw * bx + ax * bw + ay * bz - az * by, aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw, aw * bw - ax * bx - ay * by - az * bz)


def axis_quat(axis, degrees):
    h = math.radians(degrees) / 2
    q = [0.0, 0.0, 0.0, math.cos(h)]
    q[axis] = math.sin(h)
    return tuple(q)


def euler_quat(e):
    return quat_mul(axis_quat(1, e[1]), quat_mul(axis_quat(0, e[0]), axis_quat(2, e[2])))


def angle_between(a, b):
    d = abs(sum(x * y for x, y in zip(a, b))) / math.sqrt(sum(x * x for x in a) * sum(x * x for x in b))
    return math.degrees(2 * math.acos(min(1.0, d)))


# --- the project, the CLI and pixels ---------------------------------------------------------

def run(cli, *args):
    result = subprocess.run([cli, *args], capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{cli} {' '.join(args)}: exit {result.returncode}\n{result.stderr}")
    return [yaml.safe_load(line) for line in result.stdout.splitlines() if line.strip()]


def extents(clip):
    keys = clip.get("keyframes", [])
    reach = 0.0
    for c in range(3):
        values = [k.get("translation", [0, 0, 0])[c] for k in keys]
        reach = max(reach, max(values) - min(values)) if values else reach
    largest = max([1.0] + [abs(v) for k in keys for v in k.get("scale", [1, 1, 1])])
    return 1.0 + reach, largest


def pixels(path, rect):
    """RGBA bytes of rect (x, y, w, h; top-left origin) of an image, transparent pixels zeroed."""
    x, y, w, h = rect
    raw = subprocess.run(["convert", path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-depth", "8", "rgba:-"],
                         capture_output=True, check=True).stdout
    out = bytearray(raw)
    for i in range(0, len(out), 4):
        if out[i + 3] == 0:
            out[i:i + 4] = b"\0\0\0\0"
    return bytes(out)


def image_size(path):
    w, h = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True, check=True).stdout.split()
    return int(w), int(h)


# --- the checks ------------------------------------------------------------------------------

def check_clip(cli, project_path, project, folder, anim_path, sheet, rng, samples, pixels_per_unit):
    anchors, docs = read_unity(anim_path)
    if anchors != [(74, 7400000)] or len(docs) != 1 or docs[0]["class"] != 74:
        fail(f"{anim_path}: not one AnimationClip --- !u!74 &7400000 ({anchors})")
        return
    a = docs[0]["body"]["AnimationClip"] if "AnimationClip" in docs[0]["body"] else None
    if a is None:
        fail(f"{anim_path}: no AnimationClip")
        return
    name = str(a["m_Name"])
    clip = next((c for c in project["clips"] if c["name"] == name), None)
    if clip is None:
        fail(f"{anim_path}: m_Name {name!r} is no clip of the project")
        return
    info = run(cli, "info", project_path, "--clip", name)[0]
    length, loop = float(info["length"]), clip.get("loop", "loop")
    period = 2 * length if loop == "pingpong" and length > 0 else length
    settings = a["m_AnimationClipSettings"]
    if int(a["m_Legacy"]) != 0 or num(a["m_SampleRate"]) != float(project.get("fps", 60)):
        fail(f"{name}: m_Legacy {a['m_Legacy']}, m_SampleRate {a['m_SampleRate']}")
    if int(settings["m_LoopTime"]) != (0 if loop == "once" else 1):
        fail(f"{name}: m_LoopTime {settings['m_LoopTime']} for {loop}")
    if abs(num(settings["m_StopTime"]) * 1000 - period) > 1e-3:
        fail(f"{name}: m_StopTime {settings['m_StopTime']} s, the period is {period} ms")

    # Where to look: random playback times over two periods (once: past the end too), and the
    # middle of every sprite key.
    curves = {}
    for field, key in (("m_PositionCurves", "p"), ("m_EulerCurves", "e"), ("m_ScaleCurves", "s")):
        for entry in a[field] or []:
            if entry["path"] not in (None, ""):  # a point's child: unityframe.py checks it
                if field != "m_PositionCurves":
                    fail(f"{name}: {field} on path {entry['path']!r}")
                continue
            curves[key] = [component_keys(entry["curve"], c) for c in range(3)]
    if bool(clip.get("keyframes")) != (len(curves) == 3):
        fail(f"{name}: transform curves {sorted(curves)} for {len(clip.get('keyframes', []))} keys")
    editor = {e["attribute"]: e for e in a["m_EditorCurves"] or [] if e["path"] in (None, "")}
    for key, attribute in (("p", "m_LocalPosition"), ("e", "localEulerAnglesRaw"), ("s", "m_LocalScale")):
        for c, axis in enumerate("xyz") if key in curves else []:
            entry = editor.get(f"{attribute}.{axis}")
            if entry is None or component_keys(entry["curve"], 0) != curves[key][c]:
                fail(f"{name}: editor curve {attribute}.{axis} is not the runtime curve")
    sprite_keys = []
    for entry in a["m_PPtrCurves"] or []:
        if entry["attribute"] != "m_Sprite" or int(entry["classID"]) != 212 or entry["path"] not in (None, ""):
            fail(f"{name}: PPtr curve {entry['attribute']} classID {entry['classID']}")
        sprite_keys = [(num(k["time"]) * 1000, k["value"]) for k in entry["curve"]]
    if bool(clip.get("frames")) != bool(sprite_keys):
        fail(f"{name}: {len(sprite_keys)} sprite keys for {len(clip.get('frames', []))} frames")
    span = period if period > 0 else 1.0
    times = [rng.uniform(0, 2 * span if loop != "once" else 1.2 * span) for _ in range(samples)]
    times += [0.5 * (sprite_keys[i][0] + sprite_keys[i + 1][0]) for i in range(len(sprite_keys) - 1)]
    args = [x for t in times for x in ("--at", repr(t))]
    truth = run(cli, "sample", project_path, "--clip", name, *args)

    extent, scale_extent = extents(clip)
    worst = [0.0, 0.0, 0.0]
    project_folder = os.path.dirname(project_path)
    for t, want in zip(times, truth):
        u = min(t, period) if loop == "once" else (math.fmod(t, period) if period > 0 else 0.0)
        u /= 1000.0  # Unity's seconds
        if curves:
            p = [evaluate(curves["p"][c], u) for c in range(3)]
            e = [evaluate(curves["e"][c], u) for c in range(3)]
            s = [evaluate(curves["s"][c], u) for c in range(3)]
            position = [p[0] * pixels_per_unit, p[1] * pixels_per_unit, -p[2] * pixels_per_unit]
            euler = [-e[0], -e[1], e[2]]
            errors = [max(abs(x - y) for x, y in zip(position, want["translation"])) / extent,
                      angle_between(euler_quat(euler), want["quaternion"]),
                      max(abs(x - y) for x, y in zip(s, want["scale"])) / scale_extent]
            worst = [max(w, x) for w, x in zip(worst, errors)]
            if errors[0] > TOLERANCE_FRACTION or errors[1] > TOLERANCE_DEGREES or errors[2] > TOLERANCE_FRACTION:
                fail(f"{name} at {t} ms: position {position}, Euler {euler}, scale {s}; sample {want}")
        if sprite_keys:
            value = [v for k, v in sprite_keys if k <= u * 1000][-1]
            frame = clip["frames"][want["frame"]] if want["frame"] is not None else None
            check_sprite(name, t, value, frame, want.get("pivot"), sheet, project_folder)
    print(f"{name}: {loop}, period {period} ms, {len(times)} times, worst translation {worst[0]:.2e} x extent, "
          f"rotation {worst[1]:.2e} degrees, scale {worst[2]:.2e} x extent")
    check_events(cli, project_path, name, a, loop, length, period)


def check_sprite(name, t, value, frame, frame_pivot, sheets, project_folder):
    """The sprite a key names shows the frame's picture where the preview does: Unity draws the
    sprite's rect with its pivot on the object's origin, where the preview puts the frame's pivot
    (`sample`'s, in picture pixels; null: the centre), so the rect put with its pivot on that
    pixel of a transparent frame of the picture's size is the picture."""
    if frame is None or not frame.get("image"):
        if int(value["fileID"]) != 0:
            fail(f"{name} at {t} ms: a sprite for a frame without an image")
        return
    sheet = sheets.get(value.get("guid"))
    if sheet is None or int(value.get("type", 0)) != 3:
        fail(f"{name} at {t} ms: sprite {value} is not in an atlas page {list(sheets)}")
        return
    sprite = sheet["sprites"].get(int(value["fileID"]))
    if sprite is None:
        fail(f"{name} at {t} ms: fileID {value['fileID']} is no sprite of the .meta")
        return
    key = (int(value["fileID"]), frame["image"], tuple(frame.get("region") or ()), tuple(frame_pivot or ()))
    if key in sheet["checked"]:
        return
    r = sprite["rect"]
    x, y, w, h = int(r["x"]), int(r["y"]), int(r["width"]), int(r["height"])
    atlas = pixels(sheet["png"], (x, sheet["height"] - (y + h), w, h))  # Unity's origin is bottom-left
    source_path = os.path.join(project_folder, frame["image"])
    region = frame.get("region") or (0, 0, *image_size(source_path))
    width, height = int(region[2]), int(region[3])
    pivot = (num(sprite["pivot"]["x"]), num(sprite["pivot"]["y"]))
    if int(sprite["alignment"]) != (0 if pivot == (0.5, 0.5) else 9):
        fail(f"{name}: sprite {sprite['name']} alignment {sprite['alignment']} for pivot {pivot}")
    # The rect's top-left corner in the picture (top-left origin): the sprite's pivot on the
    # frame's, to float32's rounding of the pivot (Unity keeps floats).
    px, py = frame_pivot if frame_pivot is not None else (width / 2, height / 2)
    left, top = px - pivot[0] * w, py + pivot[1] * h - h
    if abs(left - round(left)) > 1e-4 or abs(top - round(top)) > 1e-4:
        fail(f"{name} at {t} ms: sprite {sprite['name']} pivot {pivot} puts it between pixels ({left}, {top})")
        return
    left, top = round(left), round(top)
    if left < 0 or top < 0 or left + w > width or top + h > height:
        fail(f"{name} at {t} ms: sprite {sprite['name']} (rect {x}, {y}, {w}, {h}, pivot {pivot}) lies at {left}, {top} "
             f"in a {width}x{height} picture")
        return
    placed = bytearray(width * height * 4)
    for row in range(h):
        start = ((int(top) + row) * width + int(left)) * 4
        placed[start:start + w * 4] = atlas[row * w * 4:(row + 1) * w * 4]
    if bytes(placed) != pixels(source_path, tuple(region)):
        fail(f"{name} at {t} ms: sprite {sprite['name']} (rect {x}, {y}, {w}, {h}, pivot {pivot}) does not show {frame}")
    sheet["checked"].add(key)


def check_events(cli, project_path, name, a, loop, length, period):
    fired = []
    for e in a["m_Events"] or []:
        if e["functionName"] != "ClipEvent":
            fail(f"{name}: event function {e['functionName']}")
        fired.append((num(e["time"]) * 1000, "" if e["data"] is None else str(e["data"])))
    if loop == "once":
        # Unity fires each event once, when playback reaches its time.
        crossings = run(cli, "events", project_path, "--clip", name, "--from", "0", "--to", repr(length + 1))
        played = fired
    else:
        # Over two periods: an event at the stop time fires at each wrap (never at the start).
        crossings = run(cli, "events", project_path, "--clip", name, "--from", "0", "--to", repr(2 * period))
        played = [(t + k * period, n) for k in (0, 1) for t, n in fired if t + k * period < 2 * period - 1e-6]
    want = sorted((c["time"], c["name"]) for c in crossings if c["kind"] == "event")
    got = sorted(played)
    if len(want) != len(got) or any(abs(w[0] - g[0]) > 1e-3 or w[1] != g[1] for w, g in zip(want, got)):
        fail(f"{name}: events {got}, inbetween-cli events {want}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cli")
    parser.add_argument("project")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--pixels-per-unit", type=float)
    parser.add_argument("--max-size", type=int, help="the atlas's page limit, given to the export")
    parser.add_argument("--pages", type=int, help="the atlas pages the export must write")
    options = parser.parse_args()
    import json
    with open(options.project, encoding="utf-8") as f:
        project = json.load(f)
    rng = random.Random(options.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = os.path.join(tmp, "Assets", "Export")
        scale = ["--pixels-per-unit", repr(options.pixels_per_unit)] if options.pixels_per_unit else []
        scale += ["--max-size", str(options.max_size)] if options.max_size else []
        result = subprocess.run([options.cli, "export", options.project, "--format", "unity", "-o", folder, *scale],
                                capture_output=True, text=True)
        pixels_per_unit = options.pixels_per_unit or 100.0
        if result.returncode != 0:
            raise SystemExit(f"export failed: {result.stderr}")
        names = sorted(os.listdir(folder))
        pngs = [n for n in names if n.endswith(".png")]
        controllers = [n for n in names if n.endswith(".controller")]
        anims = [n for n in names if n.endswith(".anim")]
        for n in names:
            if not n.endswith(".meta") and n + ".meta" not in names:
                fail(f"{n} has no .meta")
        guids = [read_meta(os.path.join(folder, n))["guid"] for n in names if n.endswith(".meta")]
        if len(set(guids)) != len(guids) or not all(re.fullmatch(r"[0-9a-f]{32}", g) for g in guids):
            fail(f"GUIDs not 32 distinct hex digits: {guids}")
        if not pngs or len(controllers) != 1 or len(anims) != len(project["clips"]):
            raise SystemExit(f"unexpected files: {names}")
        sheets = {}  # one texture a page, by its GUID
        for page in pngs:
            meta = read_meta(os.path.join(folder, page + ".meta"))
            importer = meta["TextureImporter"]
            if int(importer["textureType"]) != 8 or int(importer["spriteMode"]) != 2:
                fail(f"{page} is not imported as Sprite (textureType 8), Sprite Mode Multiple (spriteMode 2)")
            if num(importer["spritePixelsToUnits"]) != pixels_per_unit:
                fail(f"{page}: spritePixelsToUnits {importer['spritePixelsToUnits']}, not {pixels_per_unit}")
            sprites = {}
            for s in importer["spriteSheet"]["sprites"] or []:
                if int(s["internalID"]) == 0 or any(int(s["internalID"]) in other["sprites"] for other in sheets.values()) \
                        or int(s["internalID"]) in sprites:
                    fail(f"sprite {s['name']}: internalID {s['internalID']} zero or taken")
                if (importer["spriteSheet"]["nameFileIdTable"] or {}).get(s["name"]) != s["internalID"]:
                    fail(f"sprite {s['name']}: not in nameFileIdTable")
                sprites[int(s["internalID"])] = s
            png = os.path.join(folder, page)
            sheets[meta["guid"]] = {"sprites": sprites, "png": png, "height": image_size(png)[1], "checked": set()}
        if options.pages and len(pngs) != options.pages:
            fail(f"{len(pngs)} atlas pages, not {options.pages}: {pngs}")
        sheet = sheets
        for anim in anims:
            check_clip(options.cli, options.project, project, folder, os.path.join(folder, anim), sheet, rng, options.samples,
                       pixels_per_unit)
        anchors, docs = read_unity(os.path.join(folder, controllers[0]))
        objects = {i: d for (c, i), d in zip(anchors, docs)}
        controller = objects[9100000]["body"]["AnimatorController"]
        machine = objects[int(controller["m_AnimatorLayers"][0]["m_StateMachine"]["fileID"])]["body"]["AnimatorStateMachine"]
        states = [objects[int(s["m_State"]["fileID"])]["body"]["AnimatorState"] for s in machine["m_ChildStates"]]
        anim_guids = {read_meta(os.path.join(folder, a + ".meta"))["guid"]: a for a in anims}
        if [str(s["m_Name"]) for s in states] != [c["name"] for c in project["clips"]]:
            fail(f"controller states {[s['m_Name'] for s in states]}")
        for s in states:
            if s["m_Motion"].get("guid") not in anim_guids or int(s["m_Motion"]["fileID"]) != 7400000:
                fail(f"state {s['m_Name']}: motion {s['m_Motion']} is no exported clip")
        if int(machine["m_DefaultState"]["fileID"]) != int(machine["m_ChildStates"][0]["m_State"]["fileID"]):
            fail("the default state is not the first clip's")
    print(f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
