import Foundation
@testable import SSSCore
@testable import SSSCommands
import SSSTestSupport

/// Checks a parsed SARIF log against the SARIF 2.1.0 schema for the objects `sss` writes: required
/// properties, value types, enumerations and minimums. Objects may hold only properties the schema
/// defines for them (the schema forbids others), and this check admits only the ones we use.
/// It also checks what the schema cannot say but the specification and code scanning expect: every
/// location has a physical location, `ruleIndex` points at the rule named by `ruleId`, URIs are
/// ASCII and relative ones carry a `uriBaseId`, and message links point at existing related locations.
struct SARIFShape {
    private(set) var problems: [String] = []

    static func problems(in text: String) -> [String] {
        var shape = SARIFShape()
        do {
            let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
            shape.log(value)
        } catch {
            shape.problems.append("not JSON: \(error)")
        }
        return shape.problems
    }

    private mutating func log(_ value: Any) {
        guard let log = object(value, "log", required: ["version", "runs"], allowed: ["$schema"]) else { return }
        if let schema = log["$schema"] { absoluteURI(schema, "$schema") }
        if log["version"] as? String != "2.1.0" { problems.append("version must be 2.1.0") }
        for (index, run) in array(log["runs"], "runs").enumerated() { self.run(run, "runs[\(index)]") }
    }

    private mutating func run(_ value: Any, _ path: String) {
        guard let run = object(value, path, required: ["tool"], allowed: ["results", "originalUriBaseIds"]) else { return }
        var ruleIDs: [String] = []
        if let tool = run["tool"], let tool = object(tool, path + ".tool", required: ["driver"], allowed: []),
           let driver = tool["driver"], let driver = object(driver, path + ".tool.driver", required: ["name"], allowed: ["version", "rules"]) {
            string(driver["name"], path + ".tool.driver.name")
            if let version = driver["version"] { string(version, path + ".tool.driver.version") }
            for (index, rule) in array(driver["rules"] ?? [Any](), path + ".rules").enumerated() {
                ruleIDs.append(descriptor(rule, path + ".rules[\(index)]") ?? "")
            }
            if Set(ruleIDs).count != ruleIDs.count { problems.append("\(path): rules must be unique") }
        }
        if let bases = run["originalUriBaseIds"] as? [String: Any] {
            for (name, base) in bases {
                guard let location = object(base, "\(path).originalUriBaseIds.\(name)", required: ["uri"], allowed: []) else { continue }
                absoluteURI(location["uri"] as Any, "\(path).originalUriBaseIds.\(name).uri")
                if (location["uri"] as? String)?.hasSuffix("/") != true { problems.append("\(name) must end with /") }
            }
        } else if run["originalUriBaseIds"] != nil {
            problems.append("\(path).originalUriBaseIds must be an object")
        }
        for (index, value) in array(run["results"] ?? [Any](), path + ".results").enumerated() {
            result(value, "\(path).results[\(index)]", ruleIDs: ruleIDs)
        }
    }

    /// The rule's id, when the descriptor has one.
    private mutating func descriptor(_ value: Any, _ path: String) -> String? {
        let allowed: Set = ["name", "shortDescription", "fullDescription", "help", "defaultConfiguration"]
        guard let rule = object(value, path, required: ["id"], allowed: allowed) else { return nil }
        if let name = rule["name"] { string(name, path + ".name") }
        for key in ["shortDescription", "fullDescription", "help"] where rule[key] != nil {
            if let text = object(rule[key] as Any, "\(path).\(key)", required: ["text"], allowed: ["markdown"]) {
                string(text["text"], "\(path).\(key).text")
            }
        }
        if let configuration = rule["defaultConfiguration"],
           let configuration = object(configuration, path + ".defaultConfiguration", required: [], allowed: ["level"]) {
            level(configuration["level"], path + ".defaultConfiguration.level")
        }
        return string(rule["id"], path + ".id")
    }

    private mutating func result(_ value: Any, _ path: String, ruleIDs: [String]) {
        let allowed: Set = ["ruleId", "ruleIndex", "level", "locations", "relatedLocations", "partialFingerprints"]
        guard let result = object(value, path, required: ["message"], allowed: allowed) else { return }
        let ruleID = string(result["ruleId"], path + ".ruleId")
        if let index = result["ruleIndex"] {
            let number = integer(index, path + ".ruleIndex", minimum: -1)
            if let number, !(ruleIDs.indices.contains(number) && ruleIDs[number] == ruleID) {
                problems.append("\(path).ruleIndex \(number) does not name rule \(ruleID ?? "?")")
            }
        }
        level(result["level"], path + ".level")
        let text = result["message"].flatMap { message($0, path + ".message") }
        for (index, location) in array(result["locations"], path + ".locations").enumerated() {
            self.location(location, "\(path).locations[\(index)]")
        }
        var relatedIDs: [Int] = []
        for (index, location) in array(result["relatedLocations"] ?? [Any](), path + ".relatedLocations").enumerated() {
            relatedIDs.append(self.location(location, "\(path).relatedLocations[\(index)]") ?? -1)
        }
        if Set(relatedIDs).count != relatedIDs.count { problems.append("\(path): related location ids must be unique") }
        for link in Self.linkTargets(in: text ?? "") where !relatedIDs.contains(link) {
            problems.append("\(path).message links to missing location \(link)")
        }
        if let fingerprints = result["partialFingerprints"] {
            if let fingerprints = fingerprints as? [String: Any] {
                for (key, value) in fingerprints { string(value, "\(path).partialFingerprints.\(key)") }
            } else {
                problems.append("\(path).partialFingerprints must be an object")
            }
        }
    }

    /// The location's id, when it has one.
    @discardableResult
    private mutating func location(_ value: Any, _ path: String) -> Int? {
        guard let location = object(value, path, required: ["physicalLocation"], allowed: ["id", "message"]) else { return nil }
        if let message = location["message"] { self.message(message, path + ".message") }
        if let physical = location["physicalLocation"],
           let physical = object(physical, path + ".physicalLocation", required: ["artifactLocation"], allowed: ["region"]) {
            if let artifact = physical["artifactLocation"] {
                artifactLocation(artifact, path + ".physicalLocation.artifactLocation")
            }
            if let region = physical["region"],
               let region = object(region, path + ".region", required: ["startLine"], allowed: ["startColumn"]) {
                integer(region["startLine"], path + ".region.startLine", minimum: 1)
                if let column = region["startColumn"] { integer(column, path + ".region.startColumn", minimum: 1) }
            }
        }
        return location["id"].flatMap { integer($0, path + ".id", minimum: -1) }
    }

    private mutating func artifactLocation(_ value: Any, _ path: String) {
        guard let location = object(value, path, required: ["uri"], allowed: ["uriBaseId"]),
              let uri = string(location["uri"], path + ".uri") else { return }
        guard uri.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 }), let components = URLComponents(string: uri) else {
            return problems.append("\(path).uri is not a URI reference: \(uri)")
        }
        if location["uriBaseId"] != nil {
            string(location["uriBaseId"], path + ".uriBaseId")
            if components.scheme != nil { problems.append("\(path).uri must be relative with a uriBaseId") }
        } else if components.scheme == nil {
            problems.append("\(path).uri is relative but has no uriBaseId")
        }
    }

    /// The message text.
    @discardableResult
    private mutating func message(_ value: Any, _ path: String) -> String? {
        guard let message = object(value, path, required: ["text"], allowed: []) else { return nil }
        return string(message["text"], path + ".text")
    }

    private mutating func level(_ value: Any?, _ path: String) {
        guard let value else { return }
        if !["none", "note", "warning", "error"].contains(value as? String ?? "") { problems.append("\(path) is not a level") }
    }

    private mutating func absoluteURI(_ value: Any, _ path: String) {
        guard let uri = value as? String, URLComponents(string: uri)?.scheme != nil else {
            return problems.append("\(path) must be an absolute URI")
        }
    }

    private mutating func object(_ value: Any, _ path: String, required: Set<String>, allowed: Set<String>) -> [String: Any]? {
        guard let object = value as? [String: Any] else {
            problems.append("\(path) must be an object")
            return nil
        }
        for key in required where object[key] == nil { problems.append("\(path) lacks \(key)") }
        for key in object.keys where !required.contains(key) && !allowed.contains(key) {
            problems.append("\(path) has unexpected \(key)")
        }
        return object
    }

    private mutating func array(_ value: Any?, _ path: String) -> [Any] {
        guard let array = value as? [Any] else {
            problems.append("\(path) must be an array")
            return []
        }
        return array
    }

    @discardableResult
    private mutating func string(_ value: Any?, _ path: String) -> String? {
        guard let string = value as? String else {
            problems.append("\(path) must be a string")
            return nil
        }
        return string
    }

    /// An integer that is not a Boolean (JSONSerialization gives both as NSNumber; Booleans are `c`).
    @discardableResult
    private mutating func integer(_ value: Any?, _ path: String, minimum: Int) -> Int? {
        guard let number = value as? NSNumber, ["i", "s", "l", "q"].contains(String(cString: number.objCType)) else {
            problems.append("\(path) must be an integer")
            return nil
        }
        if number.intValue < minimum { problems.append("\(path) must be at least \(minimum)") }
        return number.intValue
    }

    /// The location ids of the `[text](id)` links in a message; escaped brackets are not links.
    static func linkTargets(in text: String) -> [Int] {
        var targets: [Int] = []
        var characters = Array(text)[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            if first == "\\" { characters = characters.dropFirst(); continue }
            guard first == "]", characters.first == "(" else { continue }
            let digits = characters.dropFirst().prefix { $0.isNumber }
            if let id = Int(String(digits)), characters.dropFirst(digits.count + 1).first == ")" { targets.append(id) }
        }
        return targets
    }
}
