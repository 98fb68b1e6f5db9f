// Plays a Spine skeleton JSON with spine-core (the official runtime's TypeScript core, npm
// @esotericsoftware/spine-core) in Node, headless: SkeletonJson reads the skeleton with an
// attachment loader that makes bare region attachments (no textures), TextureAtlas reads the
// .atlas text; each animation is applied at the times asked for, and an AnimationState plays it
// in the steps asked for, collecting the events it fires.
// Usage: node spineplay.mjs NODE_MODULES_DIR SKELETON_JSON ATLAS REQUEST_JSON
//   REQUEST_JSON: {"NAME": {"loop": true, "times": [s, ...], "steps": [s, ...], "frameDataTimes": [s, ...]}, ...}
// Prints one JSON object:
//   {"atlas": {"pages": [{"name": "x.png", "width": w, "height": h}, ...],
//              "regions": {"cell0": {"page": 0, "bounds": [x, y, w, h]}, ...}},
//              "regions": {"cell0": {"page": 0, "bounds": [x, y, w, h],
//                           "offsets": [offsetX, offsetY, originalWidth, originalHeight]}, ...}},
//    "attachments": {"cell0": {"size": [width, height], "quad": [x1, y1, x2, y2], "region": "cell0"}, ...},
// where a region attachment's quad is where the runtime draws its region's pixels around the bone
// (RegionAttachment.updateRegion with the atlas region its `path` names: its offsets and
// original size; y up),
//    "animations": {"NAME": {"duration": s,
//       "poses": [{"t": s, "x": .., "y": .., "rotation": .., "scaleX": .., "scaleY": .., "attachment": "cell0" | null}],
//       "events": [{"time": s (playback), "name": "..", "audio": "path" | null}], "trackTime": s,
//       "frameData": [{"t": s, "slots": {"SLOT": "attachment" | null, ...}, "polygons": {"SLOT": [x1, y1, ...]},
//                      "points": {"SLOT": [x, y]}, "region": {"name": "cell0", "vertices": [x1, y1, ...]} | null}]}}}
// where frameData is the game's way at each of frameDataTimes: a new AnimationState set to the
// animation, updated by t and applied, the skeleton's world transform updated; the polygons are
// SkeletonBounds's (a slot's bounding box in world coordinates), the points each point
// attachment's PointAttachment.computeWorldPosition, the region the picture slot's
// RegionAttachment.computeWorldVertices.
// Exit status 0, or 1 with the reason on stderr.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulesDir, skeletonFile, atlasFile, requestFile] = process.argv.slice(2);
if (!modulesDir || !skeletonFile || !atlasFile || !requestFile) {
  console.error('usage: node spineplay.mjs NODE_MODULES_DIR SKELETON_JSON ATLAS REQUEST_JSON');
  process.exit(2);
}
const core = path.join(path.resolve(modulesDir), '@esotericsoftware', 'spine-core', 'dist', 'index.js');
const spine = await import(pathToFileURL(core).href);

const atlas = new spine.TextureAtlas(fs.readFileSync(atlasFile, 'utf8'));
const out = {
  atlas: { pages: atlas.pages.map((p) => ({ name: p.name, width: p.width, height: p.height })), regions: {} },
  attachments: {},
  animations: {},
};
for (const r of atlas.regions)
  out.atlas.regions[r.name] = { page: atlas.pages.indexOf(r.page), bounds: [r.x, r.y, r.width, r.height],
                                offsets: [r.offsetX, r.offsetY, r.originalWidth, r.originalHeight] };

// Region attachments without a texture region: the poses and names need no pixels.
const loader = {
  newRegionAttachment: (skin, name, p) => new spine.RegionAttachment(name, p),
  newMeshAttachment: () => null,
  newBoundingBoxAttachment: (skin, name) => new spine.BoundingBoxAttachment(name),
  newPathAttachment: () => null,
  newPointAttachment: (skin, name) => new spine.PointAttachment(name),
  newClippingAttachment: () => null,
};
let data;
try {
  data = new spine.SkeletonJson(loader).readSkeletonData(fs.readFileSync(skeletonFile, 'utf8'));
} catch (e) {
  console.error(`SkeletonJson failed: ${e && e.message ? e.message : e}`);
  process.exit(1);
}
for (const skin of data.skins) {
  for (const entry of skin.getAttachments()) {
    const attachment = entry.attachment;
    if (!(attachment instanceof spine.RegionAttachment))
      continue;
    const region = atlas.findRegion(attachment.path);
    let quad = null;
    if (region) {
      attachment.region = region;
      attachment.updateRegion();
      quad = [attachment.offset[0], attachment.offset[1], attachment.offset[4], attachment.offset[5]];
    }
    out.attachments[entry.name] = { size: [attachment.width, attachment.height], quad, region: attachment.path };
  }
}

// The slots' attachments, bounding boxes, points and picture in world coordinates at track time
// t, played as a game plays it.
function frameDataAt(name, loop, t) {
  skeleton.setToSetupPose();
  const state = new spine.AnimationState(new spine.AnimationStateData(data));
  state.setAnimation(0, name, loop);
  state.update(t);
  state.apply(skeleton);
  skeleton.updateWorldTransform(spine.Physics.update);
  const bounds = new spine.SkeletonBounds();
  bounds.update(skeleton, true);
  const got = { t, slots: {}, polygons: {}, points: {}, region: null };
  for (const s of skeleton.slots) {
    const attachment = s.getAttachment();
    if (s.data.name === 'square') {
      if (attachment instanceof spine.RegionAttachment && attachment.region) {
        const vertices = new Array(8).fill(0);
        attachment.computeWorldVertices(s, vertices, 0, 2);
        got.region = { name: attachment.name, vertices };
      }
      continue;
    }
    got.slots[s.data.name] = attachment ? attachment.name : null;
    const i = bounds.boundingBoxes.indexOf(attachment);
    if (attachment && i >= 0)
      got.polygons[s.data.name] = Array.from(bounds.polygons[i]);
    if (attachment instanceof spine.PointAttachment) {
      const p = attachment.computeWorldPosition(s.bone, new spine.Vector2());
      got.points[s.data.name] = [p.x, p.y];
    }
  }
  return got;
}

const request = JSON.parse(fs.readFileSync(requestFile, 'utf8'));
const skeleton = new spine.Skeleton(data);
const bone = skeleton.findBone('square');
const slot = skeleton.findSlot('square');
for (const [name, ask] of Object.entries(request)) {
  const animation = data.findAnimation(name);
  if (!animation) {
    console.error(`no animation ${name}`);
    process.exit(1);
  }
  const result = { duration: animation.duration, poses: [], events: [] };
  for (const t of ask.times || []) {
    skeleton.setToSetupPose();
    animation.apply(skeleton, t, t, ask.loop, null, 1, spine.MixBlend.setup, spine.MixDirection.mixIn);
    const attachment = slot.getAttachment();
    result.poses.push({ t, x: bone.x, y: bone.y, rotation: bone.rotation, scaleX: bone.scaleX, scaleY: bone.scaleY,
                        attachment: attachment ? attachment.name : null });
  }
  // The game's way: an AnimationState, updated in steps, applied after each.
  skeleton.setToSetupPose();
  const state = new spine.AnimationState(new spine.AnimationStateData(data));
  const duration = animation.duration;
  state.addListener({
    event: (entry, event) => {
      // The occurrence this step crossed: the latest at or before the track time.
      const k = ask.loop && duration > 0 ? Math.floor((entry.trackTime - event.time) / duration) : 0;
      result.events.push({ time: k * duration + event.time, name: event.data.name, audio: event.data.audioPath || null });
    },
  });
  const entry = state.setAnimation(0, name, ask.loop);
  state.apply(skeleton);
  for (const dt of ask.steps || []) {
    state.update(dt);
    state.apply(skeleton);
  }
  result.trackTime = entry.trackTime;
  result.frameData = [];
  for (const t of ask.frameDataTimes || [])
    result.frameData.push(frameDataAt(name, ask.loop, t));
  out.animations[name] = result;
}
process.stdout.write(JSON.stringify(out) + '\n');
