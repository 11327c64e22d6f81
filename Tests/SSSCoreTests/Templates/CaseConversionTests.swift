import Testing
@testable import SSSCore
import SSSTestSupport

struct CaseConversionTests {
    @Test func lowerFirstLowersTheLeadingCapitalsAsSwiftNamesDo() {
        #expect(CaseConversion.lowerFirst("PodBayDoors") == "podBayDoors")
        #expect(CaseConversion.lowerFirst("URLSession") == "urlSession")
        #expect(CaseConversion.lowerFirst("ID") == "id")
        #expect(CaseConversion.lowerFirst("URL2Path") == "url2Path")
        #expect(CaseConversion.lowerFirst("A") == "a")
        #expect(CaseConversion.lowerFirst("podBay") == "podBay")
        #expect(CaseConversion.lowerFirst("Émile") == "émile")
        #expect(CaseConversion.lowerFirst("") == "")
    }

    /// A plural acronym cannot be told from an acronym followed by a word; the last capital stays.
    @Test func lowerFirstKeepsTheCapitalBeforeALowercaseLetter() {
        #expect(CaseConversion.lowerFirst("IDs") == "iDs")
    }

    @Test func upperFirstRaisesOnlyTheFirstCharacter() {
        #expect(CaseConversion.upperFirst("podBayDoors") == "PodBayDoors")
        #expect(CaseConversion.upperFirst("urlSession") == "UrlSession")
        #expect(CaseConversion.upperFirst("éclair") == "Éclair")
        #expect(CaseConversion.upperFirst("_x") == "_x")
        #expect(CaseConversion.upperFirst("") == "")
    }

    @Test func splitsWordsAtSeparatorsCaseChangesAndAcronyms() {
        #expect(CaseConversion.words("podBayDoors") == ["pod", "Bay", "Doors"])
        #expect(CaseConversion.words("URLSession") == ["URL", "Session"])
        #expect(CaseConversion.words("HTTP2Client") == ["HTTP2", "Client"])
        #expect(CaseConversion.words("pod_bay-doors now") == ["pod", "bay", "doors", "now"])
        #expect(CaseConversion.words("__") == [])
    }

    @Test func camelCase() {
        #expect(CaseConversion.camelCase("pod_bay_doors") == "podBayDoors")
        #expect(CaseConversion.camelCase("PodBayDoors") == "podBayDoors")
        #expect(CaseConversion.camelCase("URLSession") == "urlSession")
        #expect(CaseConversion.camelCase("pod bay-doors") == "podBayDoors")
        #expect(CaseConversion.camelCase("HTTP2Client") == "http2Client")
        #expect(CaseConversion.camelCase("my_URL_value") == "myURLValue")
        #expect(CaseConversion.camelCase("ID") == "id")
        #expect(CaseConversion.camelCase("") == "")
    }

    @Test func pascalCase() {
        #expect(CaseConversion.pascalCase("pod_bay_doors") == "PodBayDoors")
        #expect(CaseConversion.pascalCase("didTapMainButton") == "DidTapMainButton")
        #expect(CaseConversion.pascalCase("URLSession") == "URLSession")
        #expect(CaseConversion.pascalCase("urlSession") == "UrlSession")
        #expect(CaseConversion.pascalCase("") == "")
    }

    @Test func snakeCase() {
        #expect(CaseConversion.snakeCase("URLSession") == "url_session")
        #expect(CaseConversion.snakeCase("podBayDoors") == "pod_bay_doors")
        #expect(CaseConversion.snakeCase("HTTP2Client") == "http2_client")
        #expect(CaseConversion.snakeCase("Pod Bay") == "pod_bay")
        #expect(CaseConversion.snakeCase("") == "")
    }
}
