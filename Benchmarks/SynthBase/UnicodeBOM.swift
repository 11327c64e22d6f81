/// Identifiers and text beyond ASCII; written with a byte order mark at its start.
struct Größe__COPY__ {
    let breite: Double
    let höhe: Double

    var fläche: Double { breite * höhe }
}

enum Wetter__COPY__: String, CaseIterable {
    case sonnig = "☀️"
    case regnerisch = "🌧️"
    case verschneit = "❄️"
}

func 合計__COPY__(_ 値: [Int]) -> Int {
    値.reduce(0, +)
}

let π__COPY__ = 3.141_592_653_5
let café__COPY__ = "naïve résumé, Ærøskøbing, Δδ, Ωμέγα"
let 🐢__COPY__ = "slow but steady"
let family__COPY__ = "👩‍👩‍👧‍👦 🇨🇭 🏳️‍🌈 e\u{301}"

struct Keywords__COPY__ {
    let `default` = 1
    let `class` = "c"
    var `var`: Int { `default` }

    func `func`(_ `in`: Int) -> Int {
        `in` + `default`
    }

    func call() -> Int {
        self.func(`class`.count)
    }
}

enum Ünïcödé__COPY__ {
    case ä, ö, ü
    case ß

    var width: Int { String(describing: self).utf8.count }
}
