// Runs the Khronos glTF-Validator on each file given and prints one summary line a file:
//   FILE: errors=E warnings=W infos=I hints=H
// followed by the error and warning messages. Exit status 0 when every file has no error and no
// warning, 1 otherwise, 2 on wrong usage.
// Usage: node validate.js NODE_MODULES_DIR FILE...
'use strict';
const fs = require('fs');
const path = require('path');

const [modulesDir, ...files] = process.argv.slice(2);
if (!modulesDir || files.length === 0) {
  console.error('usage: node validate.js NODE_MODULES_DIR FILE...');
  process.exit(2);
}
const validator = require(path.join(path.resolve(modulesDir), 'gltf-validator'));

async function validate(file) {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const report = await validator.validateBytes(bytes, {
    uri: path.basename(file),
    maxIssues: 0,
    // Exports embed everything; any external reference is a failure.
    externalResourceFunction: (uri) => Promise.reject(new Error(`external resource ${uri}`)),
  });
  const i = report.issues;
  console.log(`${file}: errors=${i.numErrors} warnings=${i.numWarnings} infos=${i.numInfos} hints=${i.numHints}`);
  for (const m of i.messages) {
    if (m.severity <= 1) console.log(`  ${m.severity === 0 ? 'error' : 'warning'} ${m.code} ${m.pointer || ''}: ${m.message}`);
    else console.log(`  ${m.severity === 2 ? 'info' : 'hint'} ${m.code} ${m.pointer || ''}: ${m.message}`);
  }
  return i.numErrors === 0 && i.numWarnings === 0;
}

(async () => {
  let ok = true;
  for (const file of files) {
    try {
      if (!(await validate(file))) ok = false;
    } catch (e) {
      console.log(`${file}: validator failed: ${e && e.message ? e.message : e}`);
      ok = false;
    }
  }
  process.exit(ok ? 0 : 1);
})();
