// Plays a .glb / .gltf file in three.js as a web page would: GLTFLoader reads it and an
// AnimationMixer plays each animation at the times asked for; prints the node's pose at each.
// Usage: node threeplay.mjs NODE_MODULES_DIR FILE TIMES_JSON
//   TIMES_JSON: {"ANIMATION NAME": [seconds, ...], ...}
// Prints one JSON object:
//   {"animations": {"NAME": {"duration": s, "poses": [{"t": s, "translation": [x,y,z],
//     "quaternion": [x,y,z,w], "scale": [x,y,z]}, ...]}, ...}, "node": "Square"}
// and, in a file with frame data (nodes whose extras hold "inbetween"), each pose also
//     "marks": [{"inbetween": "box" | "point", "name": .., "kind": .., "scale": [x,y,z], "matrixWorld": [16]}],
//     "pictures": [{"name": "Picture", "scale": [x,y,z], "matrixWorld": [16]}]
// (matrices column-major, as three.js's Matrix4.elements; the extras are the object's userData).
// Exit status 0, or 1 with the reason on stderr.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulesDir, file, timesFile] = process.argv.slice(2);
if (!modulesDir || !file || !timesFile) {
  console.error('usage: node threeplay.mjs NODE_MODULES_DIR FILE TIMES_JSON');
  process.exit(2);
}
const three = path.join(path.resolve(modulesDir), 'three');
const THREE = await import(pathToFileURL(path.join(three, 'build/three.module.js')).href);
const { GLTFLoader } = await import(pathToFileURL(path.join(three, 'examples/jsm/loaders/GLTFLoader.js')).href);

// FileLoader (the data: buffer of a .gltf) reports progress with a DOM event Node lacks.
globalThis.ProgressEvent ??= class ProgressEvent extends Event {
  constructor(type, init = {}) {
    super(type);
    Object.assign(this, init);
  }
};

// Node has no image decoder: every texture is an empty one (the poses do not need pixels).
const noImages = () => ({ name: 'inbetween_test_no_images', loadTexture: () => Promise.resolve(new THREE.Texture()) });

const bytes = fs.readFileSync(file);
const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
const gltf = await new Promise((resolve, reject) => {
  const loader = new GLTFLoader();
  loader.register(noImages);
  loader.parse(data, '', resolve, reject);
}).catch((e) => {
  console.error(`GLTFLoader failed: ${e && e.message ? e.message : e}`);
  process.exit(1);
});

const times = JSON.parse(fs.readFileSync(timesFile, 'utf8'));
const out = { animations: {} };
for (const clip of gltf.animations) {
  const node = gltf.scene.getObjectByName('Square') || gltf.scene.children[0];
  out.node = node.name;
  const mixer = new THREE.AnimationMixer(gltf.scene);
  const action = mixer.clipAction(clip);
  action.setLoop(THREE.LoopOnce);
  action.clampWhenFinished = true;
  action.play();
  const marks = [], pictures = [];
  gltf.scene.traverse((o) => {
    if (o.userData && o.userData.inbetween)
      marks.push(o);
    else if (o.name.startsWith('Picture'))
      pictures.push(o);
  });
  const poses = [];
  for (const t of times[clip.name] || []) {
    // A LoopOnce action that reached its end stays paused (clampWhenFinished): start it afresh, so
    // that a time after one past the end is played too.
    action.reset();
    mixer.setTime(t);
    const pose = { t, translation: node.position.toArray(), quaternion: node.quaternion.toArray(), scale: node.scale.toArray() };
    if (marks.length > 0) {
      gltf.scene.updateMatrixWorld(true);
      pose.marks = marks.map((o) => ({ inbetween: o.userData.inbetween, name: o.userData.name, kind: o.userData.kind || null,
                                       scale: o.scale.toArray(), matrixWorld: o.matrixWorld.toArray() }));
      pose.pictures = pictures.map((o) => ({ name: o.name, scale: o.scale.toArray(), matrixWorld: o.matrixWorld.toArray() }));
    }
    poses.push(pose);
  }
  mixer.stopAllAction();
  mixer.uncacheRoot(gltf.scene);
  out.animations[clip.name] = { duration: clip.duration, poses };
}
process.stdout.write(JSON.stringify(out) + '\n');
