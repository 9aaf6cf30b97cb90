/// How long a test's request to a real server may take: the whole suite runs at once on two
/// cores, bcrypt logins included, so a request an idle machine answers in milliseconds can wait
/// many seconds. The apps' own limit (10 s) is the user's; a test that means to see a timeout
/// sets a short one of its own.
public enum LoadedMachine {
    public static let requestTimeout = Duration.seconds(60)
}
