"""Twelve bottles standing four by three in a low oak crate with a printed navy panel on its front."""
import math

import bpy

from bottle import BODY_RADIUS, MM, build_bottle
from materials import branded_material, oak_material

COLUMNS, ROWS = 4, 3
PITCH = (2 * BODY_RADIUS + 4) * MM
WALL = 12 * MM
BASE = 10 * MM
HEIGHT = 72 * MM
PANEL_ASPECT = 640 / 250  # label.mjs panelViewport
# The labels turn towards the camera, each a few degrees off so the dozen looks placed by hand.
FACING = math.radians(22)
JITTER = [-7, 4, -2, 8, -5, 1, 6, -8, 3, -3, 7, -1]


def board(name, size, location, material):
    bpy.ops.mesh.primitive_cube_add(size=1, location=location)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bevel = obj.modifiers.new('bevel', 'BEVEL')
    bevel.width = 1.5 * MM
    bevel.segments = 2
    obj.data.materials.append(material)
    return obj


def panel(image_path, front_y):
    height = HEIGHT * 0.62
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, front_y - 0.3 * MM, HEIGHT / 2 + BASE / 4))
    obj = bpy.context.active_object
    obj.name = 'panel'
    obj.scale = (height * PANEL_ASPECT, height, 1)
    obj.rotation_euler = (math.radians(90), 0, 0)
    obj.data.materials.append(branded_material('print', image_path))
    return obj


def build_crate(label_image, panel_image):
    inner_x, inner_y = COLUMNS * PITCH, ROWS * PITCH
    outer_x, outer_y = inner_x + 2 * WALL, inner_y + 2 * WALL
    oak = oak_material()
    board('base', (outer_x, outer_y, BASE), (0, 0, BASE / 2), oak)
    board('back', (outer_x, WALL, HEIGHT), (0, outer_y / 2 - WALL / 2, HEIGHT / 2), oak)
    board('front', (outer_x, WALL, HEIGHT), (0, -(outer_y / 2 - WALL / 2), HEIGHT / 2), oak)
    for side in (-1, 1):
        board(f'side{side}', (WALL, inner_y, HEIGHT), (side * (outer_x / 2 - WALL / 2), 0, HEIGHT / 2), oak)
    panel(panel_image, -outer_y / 2)
    for row in range(ROWS):
        for column in range(COLUMNS):
            x = (column - (COLUMNS - 1) / 2) * PITCH
            y = (row - (ROWS - 1) / 2) * PITCH
            turn = FACING + math.radians(JITTER[row * COLUMNS + column])
            build_bottle(label_image, location=(x, y, BASE), rotation=turn)
