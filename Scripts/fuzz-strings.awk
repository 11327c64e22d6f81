# Writes the string literals of Swift test files into `out`, one file each, as fuzz seeds.
# Multi-line literals lose the indentation of their closing quotes; the common escapes are
# resolved. Interpolations are kept as written, which is good enough for a seed.
#
# usage: awk -v out=DIR -f Scripts/fuzz-strings.awk FILE...

function unescape(text,    result, i, c, n) {
    result = ""
    for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (c != "\\" || i == length(text)) { result = result c; continue }
        n = substr(text, ++i, 1)
        if (n == "n") result = result "\n"
        else if (n == "t") result = result "\t"
        else if (n == "r") result = result "\r"
        else if (n == "0") result = result ""
        else result = result n
    }
    return result
}

function emit(text,    path) {
    if (length(text) < 3) return
    path = sprintf("%s/string-%05d", out, ++count)
    printf "%s", text > path
    close(path)
}

function indentation(line) {
    match(line, /^[ \t]*/)
    return RLENGTH
}

FNR == 1 { inside = 0 }

inside && $0 ~ /^[ \t]*"""/ {
    cut = indentation($0)
    text = ""
    for (i = 1; i <= lines; i++) {
        piece = substr(buffer[i], cut + 1)
        if (piece ~ /\\$/) text = text substr(piece, 1, length(piece) - 1)
        else text = text piece (i < lines ? "\n" : "")
    }
    emit(unescape(text))
    inside = 0
    next
}

inside { buffer[++lines] = $0; next }

/"""[ \t]*$/ { inside = 1; lines = 0; next }

{
    rest = $0
    while (match(rest, /"([^"\\]|\\.)*"/)) {
        emit(unescape(substr(rest, RSTART + 1, RLENGTH - 2)))
        rest = substr(rest, RSTART + RLENGTH)
    }
}
