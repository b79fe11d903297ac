"""Shaders for the product renders: flint glass, still water, uncoated cream paper, a navy metal cap, oak."""
import bpy

GLASS_IOR = 1.5
WATER_IOR = 1.333


def srgb(hex_colour):
    """A CSS hex colour as linear RGBA, so the render matches the site's palette."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    h = hex_colour.lstrip('#')
    return tuple(channel(int(h[i:i + 2], 16)) for i in (0, 2, 4)) + (1.0,)


def principled(name, **inputs):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    bsdf = material.node_tree.nodes['Principled BSDF']
    for key, value in inputs.items():
        bsdf.inputs[key].default_value = value
    return material, bsdf


def glass_material():
    material, _ = principled(
        'glass', **{'Base Color': (0.985, 1.0, 0.995, 1), 'Transmission': 1.0, 'Roughness': 0.0, 'IOR': GLASS_IOR}
    )
    return material


def water_material(inside_glass):
    """Water seen from glass bends light by the ratio of the two indices; its free surface, by water's own."""
    ior = WATER_IOR / GLASS_IOR if inside_glass else WATER_IOR
    material, _ = principled(
        f'water-{ior:.3f}', **{'Base Color': (0.96, 0.99, 1.0, 1), 'Transmission': 1.0, 'Roughness': 0.0, 'IOR': ior}
    )
    return material


def label_material(image_path):
    material, bsdf = principled('label', **{'Roughness': 0.55, 'Sheen': 0.2, 'Specular': 0.35})
    nodes = material.node_tree.nodes
    texture = nodes.new('ShaderNodeTexImage')
    texture.image = bpy.data.images.load(image_path)
    texture.interpolation = 'Cubic'
    material.node_tree.links.new(texture.outputs['Color'], bsdf.inputs['Base Color'])
    return material


def cap_material():
    material, _ = principled(
        'cap', **{'Base Color': srgb('#0b2540'), 'Metallic': 0.5, 'Roughness': 0.42, 'Clearcoat': 0.3}
    )
    return material


def oak_material():
    """Pale oak from a stretched noise: long grain along X, a little colour wander."""
    material, bsdf = principled('oak', **{'Roughness': 0.5, 'Specular': 0.3})
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new('ShaderNodeTexCoord')
    mapping = nodes.new('ShaderNodeMapping')
    mapping.inputs['Scale'].default_value = (4.0, 90.0, 90.0)
    grain = nodes.new('ShaderNodeTexWave')
    grain.wave_type = 'BANDS'
    grain.bands_direction = 'X'
    grain.inputs['Scale'].default_value = 0.6
    grain.inputs['Distortion'].default_value = 6.0
    grain.inputs['Detail'].default_value = 3.0
    ramp = nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = srgb('#9c7148')
    ramp.color_ramp.elements[1].color = srgb('#c4976a')
    links.new(coords.outputs['Object'], mapping.inputs['Vector'])
    links.new(mapping.outputs['Vector'], grain.inputs['Vector'])
    links.new(grain.outputs['Fac'], ramp.inputs['Fac'])
    links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    return material


def branded_material(name, image_path):
    """A flat panel printed with an image (the crate's branded front)."""
    material, bsdf = principled(name, **{'Roughness': 0.5, 'Specular': 0.3})
    nodes = material.node_tree.nodes
    texture = nodes.new('ShaderNodeTexImage')
    texture.image = bpy.data.images.load(image_path)
    material.node_tree.links.new(texture.outputs['Color'], bsdf.inputs['Base Color'])
    return material
