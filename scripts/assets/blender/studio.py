"""A product studio: softboxes and strip lights, a shadow-catching floor, a transparent film, Cycles on the CPU."""
import math

import bpy
from mathutils import Vector


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)


def render_settings(width, height, samples):
    scene = bpy.context.scene
    scene.render.engine = 'CYCLES'
    scene.cycles.device = 'CPU'
    scene.cycles.samples = samples
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.01
    scene.cycles.max_bounces = 24
    scene.cycles.transmission_bounces = 24
    scene.cycles.glossy_bounces = 8
    scene.cycles.transparent_max_bounces = 16
    scene.cycles.blur_glossy = 0.6
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.cycles.sample_clamp_indirect = 8.0
    scene.cycles.use_denoising = False
    scene.cycles.seed = 7
    scene.render.film_transparent = True
    # Glass shows the page behind it: light that passes straight through becomes transparency.
    scene.cycles.film_transparent_glass = True
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.render.image_settings.file_format = 'PNG'
    scene.render.image_settings.color_mode = 'RGBA'
    scene.render.image_settings.color_depth = '8'
    scene.view_settings.view_transform = 'Filmic'
    scene.view_settings.look = 'Medium High Contrast'
    scene.render.threads_mode = 'AUTO'


def world(strength=0.12):
    """A dim studio: darker towards the floor, so glass reflects a soft gradient rather than black."""
    w = bpy.data.worlds.new('studio')
    bpy.context.scene.world = w
    w.use_nodes = True
    nodes, links = w.node_tree.nodes, w.node_tree.links
    background = nodes['Background']
    coords = nodes.new('ShaderNodeTexCoord')
    separate = nodes.new('ShaderNodeSeparateXYZ')
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].position = 0.35
    ramp.color_ramp.elements[0].color = (0.02, 0.025, 0.03, 1)
    ramp.color_ramp.elements[1].position = 0.75
    ramp.color_ramp.elements[1].color = (0.55, 0.6, 0.65, 1)
    map_range = nodes.new('ShaderNodeMapRange')
    map_range.inputs['From Min'].default_value = -1
    links.new(coords.outputs['Generated'], separate.inputs['Vector'])
    links.new(separate.outputs['Z'], map_range.inputs['Value'])
    links.new(map_range.outputs['Result'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], background.inputs['Color'])
    background.inputs['Strength'].default_value = strength


def area_light(name, location, target, size, energy, shape='RECTANGLE', size_y=None, colour=(1, 1, 1), shadow=True):
    light = bpy.data.lights.new(name, 'AREA')
    light.cycles.cast_shadow = shadow
    light.shape = shape
    light.size = size
    if size_y is not None:
        light.size_y = size_y
    light.energy = energy
    light.color = colour
    obj = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(obj)
    obj.location = location
    direction = Vector(target) - Vector(location)
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()
    return obj


def lights(scale=1.0, centre=(0.0, 0.0, 0.14), exposure=1.0):
    """Key softbox high and left, a weaker fill right, two tall strips behind for the glass's edge lines."""
    s = scale
    e = exposure
    area_light('key', (-0.9 * s, -0.9 * s, 1.1 * s), centre, 1.2 * s, 28 * s * s * e, colour=(1.0, 0.97, 0.93))
    area_light('fill', (1.1 * s, -0.8 * s, 0.5 * s), centre, 1.2 * s, 12 * s * s * e, colour=(0.92, 0.96, 1.0), shadow=False)
    for side in (-1, 1):
        area_light(
            f'strip-{side}',
            (0.55 * side * s, 0.45 * s, 0.18 * s),
            centre,
            0.12 * s,
            110 * s * s * e,
            size_y=2.0 * s,
            shadow=False,
        )
    area_light('top', (0.0, 0.1 * s, 1.4 * s), centre, 0.5 * s, 40 * s * s * e, shape='DISK')


def shadow_floor(size=4.0):
    bpy.ops.mesh.primitive_plane_add(size=size, location=(0, 0, 0))
    floor = bpy.context.active_object
    floor.name = 'floor'
    floor.is_shadow_catcher = True
    # Seen through the glass, the floor would paint the bottle grey; the page behind it should show instead.
    floor.visible_transmission = False
    floor.visible_glossy = False
    return floor


def camera(location, target, lens, shift=(0.0, 0.0)):
    cam = bpy.data.cameras.new('camera')
    cam.lens = lens
    cam.sensor_width = 36
    # A shifted frame moves the picture without turning the camera, so the perspective stays as it was.
    cam.shift_x, cam.shift_y = shift
    obj = bpy.data.objects.new('camera', cam)
    bpy.context.collection.objects.link(obj)
    obj.location = location
    obj.rotation_euler = (Vector(target) - Vector(location)).to_track_quat('-Z', 'Y').to_euler()
    bpy.context.scene.camera = obj
    return obj


def render(path):
    bpy.context.scene.render.filepath = path
    bpy.ops.render.render(write_still=True)


def radians(degrees):
    return math.radians(degrees)
