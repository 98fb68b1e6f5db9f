# Plays a .glb / .gltf file in Blender as an artist would see it: Blender's own glTF importer
# reads it (it blends quaternion components linearly and turns Y-up into Z-up), and each
# animation's action is evaluated at the times asked for; prints the object's pose at each, back
# in glTF's axes: Blender's (x, y, z) is glTF's (x, -z, y).
# Usage: blender -b --factory-startup --python blenderplay.py -- FILE TIMES_JSON OUT_JSON
#   TIMES_JSON: {"ANIMATION NAME": [seconds, ...], ...}
#   OUT_JSON:   {"animations": {"NAME": {"poses": [{"t": s, "translation": [x,y,z],
#                "quaternion": [x,y,z,w], "scale": [x,y,z]}, ...]}, ...}, "fps": F}
import json
import sys

try:
    import numpy
except ImportError:  # Blender started from another Python's environment (pyenv) misses Debian's
    sys.path.append('/usr/lib/python3/dist-packages')
    import numpy

# Debian's numpy 1.24 dropped numpy.bool, which Blender 3.4's glTF importer still uses.
if 'bool' not in numpy.__dict__:
    numpy.bool = bool

import bpy  # noqa: E402

args = sys.argv[sys.argv.index('--') + 1:]
path, times_path, out_path = args
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=path)
scene = bpy.context.scene
fps = scene.render.fps / scene.render.fps_base  # the importer puts key times on this frame grid
node = bpy.data.objects['Square']
times = json.load(open(times_path))

# The importer names a node's action "<animation>_<node>" and stashes every action in the NLA;
# only the action asked for may play.
node.animation_data.use_nla = False
out = {'animations': {}, 'fps': fps}
for name, seconds in times.items():
    action = bpy.data.actions.get(name + '_' + node.name) or bpy.data.actions.get(name)
    if action is None:
        continue
    node.animation_data.action = action
    poses = []
    for t in seconds:
        frame = t * fps
        whole = int(frame // 1)
        scene.frame_set(whole, subframe=frame - whole)
        location, rotation, scale = node.matrix_world.decompose()
        poses.append({
            't': t,
            'translation': [location.x, location.z, -location.y],
            'quaternion': [rotation.x, rotation.z, -rotation.y, rotation.w],
            'scale': [scale.x, scale.z, scale.y],
        })
    out['animations'][name] = {'poses': poses}
json.dump(out, open(out_path, 'w'))
