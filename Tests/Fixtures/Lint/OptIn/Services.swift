protocol LoginServicing: AnyObject {}
final class LoginService: LoginServicing {}
final class Clock {}
final class TokenStore {}

enum Network {
    final class Client {}
}

protocol Sessioning: AnyObject {}
private final class Session: Sessioning {}

struct Banner {
    let ↓session: Session
}
