"""What the family checks share: the failure list they print as they go."""


def reporter(errors):
    """err(msg): record `msg` in the list `errors` and print it."""

    def err(msg):
        errors.append(msg)
        print("FAIL:", msg)

    return err
