// free-tex-packer-core (npm) on a folder of PNG pictures, as bench_atlas compares with:
//   node freetexpacker.cjs NODE_MODULES DIR PADDING EXTRUDE MAX_SIZE
// MaxRectsBin with best short-side fit (its default), trimmed, identical pictures detected, never
// rotated, pages of at most MAX_SIZE. Prints one JSON line: the pages' sizes as the package sizes
// them (TextureRenderer.getSize) and the milliseconds of its packing step (PackProcessor.pack:
// trim, identical pictures, MaxRects) and of the whole packAsync (decode, pack, draw, encode).
'use strict';
const fs = require('fs');
const path = require('path');
const [modules, dir, padding, extrude, maxSize] = process.argv.slice(2);
const core = path.join(modules, 'free-tex-packer-core');
const { packAsync } = require(core);
const PackProcessor = require(path.join(core, 'PackProcessor'));
const TextureRenderer = require(path.join(core, 'utils', 'TextureRenderer'));

let pages = [];
let packMs = 0;
const pack = PackProcessor.pack.bind(PackProcessor);
PackProcessor.pack = (images, options, onComplete, onError) => {
    const start = process.hrtime.bigint();
    pack(images, options, (result) => {
        packMs = Number(process.hrtime.bigint() - start) / 1e6;
        pages = result.map((page) => {
            const size = TextureRenderer.getSize(page, options);
            return [size.width, size.height];
        });
        onComplete(result);
    }, onError);
};

const files = fs.readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
const images = files.map((f) => ({ path: f, contents: fs.readFileSync(path.join(dir, f)) }));
const options = {
    width: Number(maxSize), height: Number(maxSize), padding: Number(padding), extrude: Number(extrude),
    allowRotation: false, allowTrim: true, detectIdentical: true, packer: 'MaxRectsBin',
    packerMethod: 'BestShortSideFit', exporter: 'JsonHash', textureName: 'atlas',
};
const start = process.hrtime.bigint();
packAsync(images, options).then(() => {
    const totalMs = Number(process.hrtime.bigint() - start) / 1e6;
    console.log(JSON.stringify({ pages, packMs, totalMs }));
}).catch((error) => {
    console.error(String(error && error.description ? error.description : error));
    process.exit(1);
});
