"""Every kind of scene the campaign file holds, by its kind's name: its state's codec and JSON version."""

from __future__ import annotations

from typing import Any

from desktop.rules import chase_scene, encounter, sanity_scene, tomes_scene
from desktop.rules.codec import SceneCodec
from desktop.rules.rising import scene as rising_scene

SCENE_CODECS: dict[str, SceneCodec[Any]] = {
    codec.kind: codec
    for codec in (encounter.CODEC, chase_scene.CODEC, sanity_scene.CODEC, tomes_scene.CODEC, rising_scene.CODEC)
}
