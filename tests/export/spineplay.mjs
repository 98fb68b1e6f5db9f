// Plays a Spine skeleton JSON with spine-core (the official runtime's TypeScript core, npm
// @esotericsoftware/spine-core) in Node, headless: SkeletonJson reads the skeleton with an
// attachment loader that makes bare region attachments (no textures), TextureAtlas reads the
// .atlas text; each animation is applied at the times asked for, and an AnimationState plays it
// in the steps asked for, collecting the events it fires.
// Usage: node spineplay.mjs NODE_MODULES_DIR SKELETON_JSON ATLAS REQUEST_JSON
//   REQUEST_JSON: {"NAME": {"loop": true, "times": [s, ...], "steps": [s, ...]}, ...}
// Prints one JSON object:
//   {"atlas": {"pages": [{"name": "x.png", "width": w, "height": h}, ...],
//              "regions": {"cell0": {"page": 0, "bounds": [x, y, w, h]}, ...}},
//    "attachments": {"cell0": {"size": [width, height], "quad": [x1, y1, x2, y2]}, ...},
// where an attachment's quad is where the runtime draws its region's pixels around the bone
// (RegionAttachment.updateRegion with the atlas region: its offsets and original size; y up),
//    "animations": {"NAME": {"duration": s,
//       "poses": [{"t": s, "x": .., "y": .., "rotation": .., "scaleX": .., "scaleY": .., "attachment": "cell0" | null}],
//       "events": [{"time": s (playback), "name": "..", "audio": "path" | null}], "trackTime": s}}}
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
  out.atlas.regions[r.name] = { page: atlas.pages.indexOf(r.page), bounds: [r.x, r.y, r.width, r.height] };

// Region attachments without a texture region: the poses and names need no pixels.
const loader = {
  newRegionAttachment: (skin, name, p) => new spine.RegionAttachment(name, p),
  newMeshAttachment: () => null,
  newBoundingBoxAttachment: () => null,
  newPathAttachment: () => null,
  newPointAttachment: () => null,
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
    const region = atlas.findRegion(entry.name);
    let quad = null;
    if (region) {
      attachment.region = region;
      attachment.updateRegion();
      quad = [attachment.offset[0], attachment.offset[1], attachment.offset[4], attachment.offset[5]];
    }
    out.attachments[entry.name] = { size: [attachment.width, attachment.height], quad };
  }
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
  out.animations[name] = result;
}
process.stdout.write(JSON.stringify(out) + '\n');
