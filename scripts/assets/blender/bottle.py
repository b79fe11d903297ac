"""The 750 ml Sarnia bottle: a lathed glass body with water inside, the wrap-around label and a ribbed cap."""
import math

import bmesh
import bpy

from materials import cap_material, glass_material, label_material, water_material

MM = 0.001
SEGMENTS = 96

# Outer profile as (radius, height) in millimetres, base to lip: about 74 mm across and 292 mm tall with the cap.
BODY_RADIUS = 37.0
SHOULDER = (182.0, 236.0)
NECK_RADIUS = 13.2
LIP_TOP = 266.0
GLASS = 3.0
WATER_LINE = 244.0
LABEL = (62.0, 152.0)


def smoothstep(t):
    return t * t * (3 - 2 * t)


def outer_profile():
    base = [(0.0, 0.0), (30.0, 0.0), (34.5, 1.2), (36.4, 4.0), (37.0, 9.0)]
    body = [(BODY_RADIUS, 20.0), (BODY_RADIUS, SHOULDER[0])]
    shoulder = []
    for i in range(1, 25):
        t = i / 24
        z = SHOULDER[0] + (SHOULDER[1] - SHOULDER[0]) * t
        shoulder.append((NECK_RADIUS + (BODY_RADIUS - NECK_RADIUS) * (1 - smoothstep(t)), z))
    lip = [(NECK_RADIUS, 258.0), (15.0, 259.5), (15.0, 264.0), (13.8, LIP_TOP), (10.2, LIP_TOP)]
    return base + body + shoulder + lip


def inner_wall():
    """The glass's inner surface, GLASS mm inside the outer one, from the base up to the lip."""
    return [(max(r - GLASS, 0.1), z) for r, z in outer_profile() if GLASS + 1 <= z <= 258.0] + [(10.2, LIP_TOP)]


def split_at(points, level):
    below = [(r, z) for r, z in points if z < level]
    above = [(r, z) for r, z in points if z > level]
    (r0, z0), (r1, z1) = below[-1], above[0]
    edge = (r0 + (r1 - r0) * (level - z0) / (z1 - z0), level)
    return below + [edge], [edge] + above


def lathe(name, profile, material, closed_top=False):
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    rings = []
    for r, z in profile:
        ring = []
        for s in range(SEGMENTS):
            a = 2 * math.pi * s / SEGMENTS
            ring.append(bm.verts.new((r * MM * math.cos(a), r * MM * math.sin(a), z * MM)))
        rings.append(ring)
    for lower, upper in zip(rings, rings[1:]):
        for s in range(SEGMENTS):
            n = (s + 1) % SEGMENTS
            bm.faces.new((lower[s], lower[n], upper[n], upper[s]))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bm.to_mesh(mesh)
    bm.free()
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new(name, mesh)
    obj.data.materials.append(material)
    bpy.context.collection.objects.link(obj)
    return obj


def label_band(image_path):
    mesh = bpy.data.meshes.new('label')
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new()
    r = (BODY_RADIUS + 0.25) * MM
    columns = []
    for s in range(SEGMENTS + 1):
        # u = 0.5 faces the camera (-Y), so the label's centre is its front.
        a = -math.pi / 2 + 2 * math.pi * (s / SEGMENTS - 0.5)
        columns.append([bm.verts.new((r * math.cos(a), r * math.sin(a), z * MM)) for z in LABEL])
    for s in range(SEGMENTS):
        face = bm.faces.new((columns[s][0], columns[s + 1][0], columns[s + 1][1], columns[s][1]))
        for loop, (u, v) in zip(face.loops, ((s, 0), (s + 1, 0), (s + 1, 1), (s, 1))):
            loop[uv].uv = (u / SEGMENTS, v)
    bm.to_mesh(mesh)
    bm.free()
    for poly in mesh.polygons:
        poly.use_smooth = True
    obj = bpy.data.objects.new('label', mesh)
    obj.data.materials.append(label_material(image_path))
    bpy.context.collection.objects.link(obj)
    return obj


def cap():
    flutes = 60
    profile = []
    for r, z in [(0.0, 293.0), (14.6, 293.0), (15.6, 292.2), (15.9, 290.5), (15.9, 262.0), (15.4, 261.0)]:
        profile.append((r, z))
    obj = lathe('cap', profile, cap_material())
    # Knurled grip: push every other column of the side wall out by a fraction of a millimetre.
    for v in obj.data.vertices:
        x, y, z = v.co
        radius = math.hypot(x, y)
        if radius > 15.0 * MM and 263 * MM < z < 290 * MM:
            a = math.atan2(y, x)
            scale = 1 + 0.012 * math.cos(a * flutes)
            v.co.x, v.co.y = x * scale, y * scale
    return obj


def build_bottle(image_path, location=(0.0, 0.0, 0.0), rotation=0.0):
    # Below the water line, glass meets water directly: one interface with the ratio of their indices, as in
    # a real filled bottle, instead of a glass wall, a film of air and then water, which would haze it grey.
    wet, dry = split_at(inner_wall(), WATER_LINE)
    floor = GLASS + 1
    parts = [
        lathe('glass', outer_profile(), glass_material()),
        lathe('glass-inner', list(reversed(dry)), glass_material()),
        lathe('water', [(0.0, floor), (wet[0][0], floor)] + wet, water_material(inside_glass=True)),
        lathe('water-surface', [wet[-1], (0.0, WATER_LINE)], water_material(inside_glass=False)),
        label_band(image_path),
        cap(),
    ]
    root = bpy.data.objects.new('bottle', None)
    bpy.context.collection.objects.link(root)
    for part in parts:
        part.parent = root
    root.location = location
    root.rotation_euler = (0.0, 0.0, rotation)
    return root
