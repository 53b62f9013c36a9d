"""The Handouts window (View > Handouts…) and the handout shown on the players' window."""
