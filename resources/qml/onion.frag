// An onion-skin picture (OnionSquare.qml): the frame's region of its picture, its colour mixed
// with the tint by `strength` (0: its own colours), its alpha kept and weighed by `alpha`.
// The quad's texture coordinates (from onion.vert) run up from its bottom; the region's y runs
// down from the picture's top, which is the texture's first row.
VARYING vec2 quadUV;

void MAIN()
{
    vec2 uv = vec2(region.x + quadUV.x * region.z, region.y + (1.0 - quadUV.y) * region.w);
    vec4 c = texture(picture, uv);
    FRAGCOLOR = vec4(mix(c.rgb, tint, strength), c.a * alpha);
}
