#!/usr/bin/env python3
"""Writes the malformed project files of this folder (and their images). Run from anywhere;
the files are committed, so this is only needed to change them. Each file's expected message
is in expected.txt, which tests/file/tst_malformedfiles.cpp checks."""
import os, random, struct, zlib

here = os.path.dirname(os.path.abspath(__file__))
HEAD = '{"format": "inbetween", "version": 1, '


def write(name, data):
    path = os.path.join(here, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'wb') as f:
        f.write(data.encode('utf-8') if isinstance(data, str) else data)


def project(body):
    return HEAD + body + '}\n'


def png(width, height, rows=None):
    def chunk(kind, payload):
        return struct.pack('>I', len(payload)) + kind + payload + struct.pack('>I', zlib.crc32(kind + payload))
    raw = rows if rows is not None else b''.join(b'\0' + b'\x80\x40\x20' * width for _ in range(height))
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))


# Images the image cases name.
good = png(4, 4)
write('images/ok.png', good)
write('images/text.png', 'This is a text file with a .png name.\n')
write('images/truncated.png', good[:45])
write('images/huge.png', png(100000, 100000, rows=b''))  # a header that claims 10^10 pixels
write('images/empty.png', b'')

# Syntax and structure.
write('empty.json', '')
write('whitespace-only.json', '  \n\t\n')
write('truncated-object.json', HEAD + '"frames": [{"duration": 100}')
write('truncated-string.json', '{"format": "inbet')
write('truncated-after-key.json', HEAD + '"name":')
write('trailing-comma.json', project('"frames": [{"duration": 100},]'))
write('missing-comma.json', project('"name": "a" "loop": "once"'))
write('garbage-after.json', project('"name": "a"') + 'and more\n')
write('single-quotes.json', "{'format': 'inbetween', 'version': 1}\n")
write('comment.json', '// a comment\n' + project('"name": "a"'))
write('leading-zero.json', project('"fps": 060'))
write('nan.json', project('"fps": NaN'))
write('infinity.json', project('"fps": Infinity'))
write('bad-escape.json', project('"name": "a\\qb"'))
write('control-char.json', project('"name": "tab\there"'))
write('lone-surrogate.json', project('"name": "\\ud800"'))
write('not-object-array.json', '[1, 2, 3]\n')
write('not-object-string.json', '"inbetween"\n')
write('yaml.json', 'format: inbetween\nversion: 1\n')

# Bytes that are not UTF-8 text.
write('nul-byte.json', project('"name": "a\0b"'))
write('utf16le-bom.json', b'\xff\xfe' + project('"name": "a"').encode('utf-16-le'))
write('utf16le-no-bom.json', project('"name": "a"').encode('utf-16-le'))
write('latin1.json', HEAD.encode() + b'\n"name": "Caf\xe9"}\n')
write('overlong-utf8.json', HEAD.encode() + b'"name": "\xc0\xaf"}\n')
write('surrogate-utf8.json', HEAD.encode() + b'"name": "\xed\xa0\x80"}\n')
write('truncated-utf8.json', HEAD.encode() + b'"name": "\xe2\x82')
write('png-bytes.json', good)
rng = random.Random(7)
write('binary-garbage.json', bytes(rng.randrange(256) for _ in range(512)))

# Strict JSON beyond QJsonDocument: duplicates, huge numbers, nesting.
write('duplicate-root-key.json', '{"format": "inbetween",\n "version": 1,\n "version": 1}\n')
write('duplicate-frame-key.json', project('"frames": [{"duration": 100, "duration": 0}]'))
write('duplicate-escaped-key.json', project('"events": [{"time": 1, "name": "a", "\\u006eame": "b"}]'))
write('huge-number.json', project('"frames": [{"duration": 1e400}]'))
write('huge-negative-number.json', project('"keyframes": [{"time": 0, "translation": [-1e400, 0, 0]}]'))
write('tiny-number.json', project('"events": [{"time": 1e-400, "name": "a"}]'))
write('deep-nesting.json', project('"extra": ' + '[' * 100 + ']' * 100))
write('deep-nesting-unclosed.json', project('"extra": ' + '{"a": ' * 5000))

# The rules of version 1, wrong types and values.
write('missing-format.json', '{"version": 1}\n')
write('wrong-format.json', '{"format": "blender", "version": 1}\n')
write('format-number.json', '{"format": 1, "version": 1}\n')
write('version-string.json', '{"format": "inbetween", "version": "1"}\n')
write('newer-version.json', '{"format": "inbetween", "version": 5}\n')
write('name-number.json', project('"name": 5'))
write('frames-object.json', project('"frames": {"duration": 100}'))
write('frame-number.json', project('"frames": [100]'))
write('zero-duration.json', project('"frames": [{"duration": 100}, {"duration": 50}, {"duration": 0}]'))
write('duration-string.json', project('"frames": [{"duration": "100"}]'))
write('missing-duration.json', project('"frames": [{"image": "images/ok.png"}]'))
write('negative-time.json', project('"keyframes": [{"time": -5}]'))
write('keyframes-out-of-order.json', project('"keyframes": [{"time": 200}, {"time": 100}]'))
write('translation-two.json', project('"keyframes": [{"time": 0, "translation": [1, 2]}]'))
write('bad-easing.json', project('"keyframes": [{"time": 0, "easing": "bounce"}]'))
write('bezier-x-out.json', project('"keyframes": [{"time": 0, "easing": {"bezier": [2, 0, 0.5, 1]}}]'))
write('bad-loop.json', project('"loop": "forever"'))
write('event-no-name.json', project('"events": [{"time": 10}]'))
write('matrix-and-translation.json', project(
    '"keyframes": [{"time": 0, "translation": [0, 0, 0], "matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1]}]'))
write('matrix-singular.json', project('"keyframes": [{"time": 0, "matrix": [0,0,0,0, 0,0,0,0, 0,0,0,0, 0,0,0,1]}]'))

# Limits of magnitude and length.
write('duration-over-limit.json', project('"frames": [{"duration": 2000000000}]'))
write('huge-integer-duration.json', project('"frames": [{"duration": 123456789012345678901234567890}]'))
write('time-over-limit.json', project('"keyframes": [{"time": 1e10}]'))
write('event-time-over-limit.json', project('"events": [{"time": 1e12, "name": "late"}]'))
write('translation-over-limit.json', project('"keyframes": [{"time": 0, "translation": [0, 1e8, 0]}]'))
write('rotation-over-limit.json', project('"keyframes": [{"time": 0, "rotation": [0, 0, -2e6]}]'))
write('scale-over-limit.json', project('"keyframes": [{"time": 0, "scale": [1e7, 1, 1]}]'))
write('matrix-over-limit.json', project('"keyframes": [{"time": 0, "matrix": [1,0,0,0, 0,1,0,0, 0,0,1,0, 1e9,0,0,1]}]'))
write('matrix-scale-over-limit.json', project(
    '"keyframes": [{"time": 0, "matrix": [9e6,0,0,0, 0,9e6,0,0, 0,0,9e6,0, 0,0,0,1]}]'))
write('bezier-y-over-limit.json', project('"keyframes": [{"time": 0, "easing": {"bezier": [0.5, 5000, 0.5, 1]}}]'))
write('fps-over-limit.json', project('"fps": 100000'))
write('fps-zero.json', project('"fps": 0'))
write('name-too-long.json', project('"name": "' + 'n' * 1001 + '"'))
write('event-name-too-long.json', project('"events": [{"time": 0, "name": "' + 'e' * 1001 + '"}]'))
write('image-path-too-long.json', project('"frames": [{"duration": 100, "image": "' + 'd/' * 2100 + 'a.png"}]'))

# Images.
write('image-missing.json', project('"frames": [{"duration": 100, "image": "images/ok.png"}, '
                                    '{"duration": 100, "image": "images/missing.png"}]'))
write('image-text.json', project('"frames": [{"duration": 100, "image": "images/text.png"}]'))
write('image-empty-file.json', project('"frames": [{"duration": 100, "image": "images/empty.png"}]'))
write('image-truncated.json', project('"frames": [{"duration": 100, "image": "images/truncated.png"}]'))
write('image-huge.json', project('"frames": [{"duration": 100, "image": "images/huge.png"}]'))
write('image-directory.json', project('"frames": [{"duration": 100, "image": "images"}]'))
write('image-control-char.json', project('"frames": [{"duration": 100, "image": "images/ok\\u0000.png"}]'))
write('image-empty-path.json', project('"frames": [{"duration": 100, "image": ""}]'))

# The rules of version 2: clips, regions, sounds, play ranges.
HEAD2 = '{"format": "inbetween", "version": 2, '


def clips(body):
    return HEAD2 + '"clips": [' + body + ']}\n'


write('v2-clips-empty.json', clips(''))
write('v2-clips-object.json', HEAD2 + '"clips": {"name": "walk"}}\n')
write('v2-clip-number.json', clips('{"name": "idle"}, 7'))
write('v2-clip-name-empty.json', clips('{"name": ""}'))
write('v2-clip-name-duplicate.json', clips('{"name": "walk"}, {"name": "run"}, {"name": "walk"}'))
write('v2-clip-name-too-long.json', clips('{"name": "' + 'c' * 1001 + '"}'))
write('v2-clip-frame-duration.json', clips('{"name": "idle"}, {"name": "walk", "frames": [{"duration": 100}, '
                                           '{"duration": -1}]}'))
write('v2-clip-bad-loop.json', clips('{"name": "walk", "loop": "bounce"}'))
write('v2-region-without-image.json', clips('{"name": "walk", "frames": [{"duration": 100, "region": [0, 0, 2, 2]}]}'))
write('v2-region-three.json', clips('{"name": "walk", "frames": [{"duration": 100, "image": "images/ok.png", '
                                    '"region": [0, 0, 2]}]}'))
write('v2-region-fraction.json', clips('{"name": "walk", "frames": [{"duration": 100, "image": "images/ok.png", '
                                       '"region": [0, 0.5, 2, 2]}]}'))
write('v2-region-zero-width.json', clips('{"name": "walk", "frames": [{"duration": 100, "image": "images/ok.png", '
                                         '"region": [0, 0, 0, 2]}]}'))
write('v2-region-negative.json', clips('{"name": "walk", "frames": [{"duration": 100, "image": "images/ok.png", '
                                       '"region": [-1, 0, 2, 2]}]}'))
write('v2-region-outside.json', clips('{"name": "walk", "frames": [{"duration": 100, "image": "images/ok.png", '
                                      '"region": [2, 2, 4, 2]}]}'))
write('v2-audio-string.json', clips('{"name": "walk", "audio": "steps.wav"}'))
write('v2-audio-no-file.json', clips('{"name": "walk", "audio": {"offset": 10}}'))
write('v2-audio-offset-string.json', clips('{"name": "walk", "audio": {"file": "steps.wav", "offset": "10"}}'))
write('v2-audio-offset-over-limit.json', clips('{"name": "walk", "audio": {"file": "steps.wav", "offset": -2e9}}'))
write('v2-play-range-reversed.json', clips('{"name": "walk", "frames": [{"duration": 500}], "playRange": [300, 100]}'))
write('v2-play-range-beyond.json', clips('{"name": "walk", "frames": [{"duration": 500}], "playRange": [100, 600]}'))
write('v2-play-range-one.json', clips('{"name": "walk", "frames": [{"duration": 500}], "playRange": [100]}'))

# The rules of version 3: the declared boxes and points, and each frame's pivot, boxes and points.
HEAD3 = ('{"format": "inbetween", "version": 3, "boxes": [{"name": "body", "kind": "hurt"}, {"name": "fist", "kind": "hit"}], '
         '"points": [{"name": "hand"}], ')


def frames3(frames):
    return HEAD3 + '"clips": [{"name": "punch", "frames": [' + frames + ']}]}\n'


write('v3-box-undeclared.json', frames3('{"duration": 50}, {"duration": 50, "boxes": {"kick": [0, 0, 4, 4]}}'))
write('v3-point-undeclared.json', frames3('{"duration": 50, "points": {"elbow": [1, 2]}}'))
write('v3-box-zero-width.json', frames3('{"duration": 50, "boxes": {"fist": [6, -22, 0, 6]}}'))
write('v3-box-three.json', frames3('{"duration": 50, "boxes": {"fist": [6, -22, 10]}}'))
write('v3-pivot-without-image.json', frames3('{"duration": 50, "pivot": [16, 31]}'))
write('v3-box-kind.json', '{"format": "inbetween", "version": 3, "boxes": [{"name": "fist", "kind": "punch"}]}\n')
write('v3-box-name-duplicate.json', '{"format": "inbetween", "version": 3, "boxes": [{"name": "fist"}, {"name": "fist", "kind": "hit"}]}\n')

# Not malformed: loads, with a warning (checked by tst_loader too).
write('warnings/image-outside.json', project('"frames": [{"duration": 100, "image": "../images/ok.png"}]'))
