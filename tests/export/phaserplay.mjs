// Phaser 3 (npm) draws an `aseprite` export, headless: jsdom gives it a DOM whose canvases
// @napi-rs/canvas draws (jsdom's own canvas needs a native build), and Phaser's CANVAS renderer
// draws one sprite at the centre of a SIZE x SIZE game (origin 0.5, as the preview centres a
// picture; no smoothing), each frame of the atlas in turn: the hash form through
// addAtlasJSONHash, the multi-atlas form (several pages) through addAtlasJSONArray, as Phaser's
// loaders do. Writes the game canvas after each frame's render as OUT_DIR/<frame name>.png.
// Usage: node phaserplay.mjs NODE_MODULES_DIR ATLAS_JSON OUT_DIR SIZE
// Or, to read the frames' pivots as Phaser does (its JSON hash parser sets a frame's customPivot,
// pivotX and pivotY from `pivot`, and a sprite's setFrame takes them as its origin):
//   node phaserplay.mjs NODE_MODULES_DIR --pivots ATLAS_JSON...
// loads each atlas (hash form) and prints, for each of its frames in order, one JSON line
// {"atlas": i, "name", "customPivot", "pivotX", "pivotY", "realWidth", "realHeight", "originX",
// "originY", "displayOriginX", "displayOriginY"}: the frame's fields and a sprite's origin after
// setFrame(name).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const [modulesDir, ...rest] = process.argv.slice(2);
const pivotsMode = rest[0] === '--pivots';
const [atlasFile, outDir, sizeText] = pivotsMode ? [rest[1], null, '16'] : rest;
const require = createRequire(path.join(path.resolve(modulesDir), 'x.js'));
const { JSDOM } = require('jsdom');
const { createCanvas, Image } = require('@napi-rs/canvas');

const dom = new JSDOM('<!DOCTYPE html><body></body>', { pretendToBeVisual: true });
const { window } = dom;
window.focus = () => {}; // Phaser focuses the window; jsdom has no focus
const backing = new WeakMap(); // a jsdom canvas -> the @napi-rs/canvas that draws it
Object.defineProperty(window.HTMLCanvasElement.prototype, 'getContext', { configurable: true, writable: true, value: function (type) {
  if (type !== '2d') return null;
  let c = backing.get(this);
  if (!c) {
    c = createCanvas(this.width || 1, this.height || 1);
    backing.set(this, c);
  }
  if (c.width !== this.width || c.height !== this.height) {
    c.width = this.width;
    c.height = this.height;
  }
  return c.getContext('2d');
} });
window.Image = Image;
window.CanvasRenderingContext2D = createCanvas(1, 1).getContext('2d').constructor; // what Phaser looks for
for (const k of ['document', 'navigator', 'Image', 'HTMLCanvasElement', 'HTMLVideoElement', 'Element', 'HTMLElement',
                 'screen', 'requestAnimationFrame', 'cancelAnimationFrame'])
  if (globalThis[k] === undefined) globalThis[k] = window[k];
globalThis.window = window;
const Phaser = require('phaser/dist/phaser.js');

const size = Number(sizeText);
const json = JSON.parse(fs.readFileSync(atlasFile, 'utf8'));
const folder = path.dirname(atlasFile);
const load = (file) => { const image = new Image(); image.src = fs.readFileSync(path.join(folder, file)); return image; };
const pages = json.textures ? json.textures : [{ image: json.meta.image, frames: json.frames }];
const names = [];
for (const page of pages)
  for (const f of Array.isArray(page.frames) ? page.frames : Object.keys(page.frames)) names.push(typeof f === 'string' ? f : f.filename);

if (pivotsMode) {
  const atlases = rest.slice(1).map((file) => ({ file, json: JSON.parse(fs.readFileSync(file, 'utf8')) }));
  const lines = [];
  new Phaser.Game({
    type: Phaser.CANVAS, width: 16, height: 16, transparent: true, banner: false, audio: { noAudio: true }, input: false,
    scene: {
      create() {
        atlases.forEach((a, i) => {
          const image = new Image();
          image.src = fs.readFileSync(path.join(path.dirname(a.file), a.json.meta.image));
          this.textures.addAtlasJSONHash(`atlas${i}`, image, a.json);
          const s = this.add.sprite(0, 0, `atlas${i}`, Object.keys(a.json.frames)[0]);
          for (const name of Object.keys(a.json.frames)) {
            s.setFrame(name);
            const f = s.frame;
            lines.push(JSON.stringify({ atlas: i, name, customPivot: f.customPivot, pivotX: f.pivotX, pivotY: f.pivotY,
              realWidth: f.realWidth, realHeight: f.realHeight, originX: s.originX, originY: s.originY,
              displayOriginX: s.displayOriginX, displayOriginY: s.displayOriginY }));
          }
        });
        process.stdout.write(lines.join('\n') + '\n', () => process.exit(0));
      },
    },
  });
  setTimeout(() => { console.error('timed out'); process.exit(1); }, 20000);
} else {
  fs.mkdirSync(outDir, { recursive: true });
  let sprite;
  const game = new Phaser.Game({
    type: Phaser.CANVAS, width: size, height: size, transparent: true, antialias: false, roundPixels: false, // roundPixels draws half a pixel more
    banner: false, audio: { noAudio: true }, input: false,
    scene: {
      create() {
        if (json.textures)
          this.textures.addAtlasJSONArray('atlas', pages.map((p) => load(p.image)), json.textures);
        else
          this.textures.addAtlasJSONHash('atlas', load(json.meta.image), json);
        sprite = this.add.sprite(size / 2, size / 2, 'atlas', names[0]);
      },
    },
  });
  // Each frame is set after a render and captured after the next one.
  let shown = -1;
  game.events.on('postrender', () => {
    if (!sprite)
      return;
    if (shown >= 0) {
      fs.writeFileSync(path.join(outDir, `${names[shown]}.png`), backing.get(game.canvas).toBuffer('image/png'));
      if (shown + 1 >= names.length) {
        game.destroy(true);
        setTimeout(() => process.exit(0), 10);
        return;
      }
    }
    sprite.setFrame(names[++shown]);
  });
  setTimeout(() => { console.error(`timed out after ${shown} of ${names.length} frames`); process.exit(1); }, 20000);
}
