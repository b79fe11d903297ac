"""Renders a Sarnia product shot headless: blender -b -P render.py -- SCENE LABEL.png OUT.png WIDTH HEIGHT SAMPLES.

SCENE is `bottle` (one bottle, for the hero and the single-bottle offer) or `case` (twelve in an oak crate).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import studio  # noqa: E402
from bottle import build_bottle  # noqa: E402
from crate import build_crate  # noqa: E402

scene, label, out, width, height, samples = sys.argv[sys.argv.index('--') + 1:][:6]
width, height, samples = int(width), int(height), int(samples)

studio.reset()
studio.render_settings(width, height, samples)
studio.world()
studio.shadow_floor()

if scene == 'bottle':
    build_bottle(label, rotation=studio.radians(0))
    studio.lights()
    studio.camera(location=(0.0, -1.5, 0.3), target=(0.0, 0.0, 0.138), lens=125)
elif scene == 'case':
    crate_label = sys.argv[sys.argv.index('--') + 7]
    build_crate(label, crate_label)
    studio.lights(scale=1.6, centre=(0.0, 0.0, 0.12), exposure=0.55)
    # Framed close, for the offer's panel (products.mjs cuts it closer): the crate and its shadow fill the frame.
    studio.camera(location=(0.55, -1.35, 1.0), target=(0.0, 0.0, 0.14), lens=120, shift=(-0.0136, -0.0545))
else:
    raise SystemExit(f'unknown scene {scene}')

studio.render(out)
