"""Every kind of scene the campaign file holds, by its kind's name: its state's codec and JSON version."""

from __future__ import annotations

from typing import Any

from desktop.rules.chase import chase_state
from desktop.rules.codec import SceneCodec
from desktop.rules.combat import fight
from desktop.rules.rising import rising_fight as rising_scene
from desktop.rules.sanity import minds
from desktop.rules.tomes import shelf

SCENE_CODECS: dict[str, SceneCodec[Any]] = {
    codec.kind: codec for codec in (fight.CODEC, chase_state.CODEC, minds.CODEC, shelf.CODEC, rising_scene.CODEC)
}
