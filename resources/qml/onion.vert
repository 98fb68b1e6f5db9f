// The onion skin's quad (OnionSquare.qml): placed as any model is; its texture coordinates
// passed on to onion.frag.
VARYING vec2 quadUV;

void MAIN()
{
    quadUV = UV0;
    POSITION = MODELVIEWPROJECTION_MATRIX * vec4(VERTEX, 1.0);
}
