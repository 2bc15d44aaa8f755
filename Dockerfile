# focus-bot's image: built in Rust's image with the dependencies cached apart from the source
# (cargo-chef), run in a slim Debian as a user without privileges. The fonts, migrations and
# translations are inside the binary. See docs/operations.md.

# cargo-chef, once: every later stage starts from here.
FROM rust:1.94-slim-trixie AS chef
RUN cargo install cargo-chef --locked --version ^0.1
WORKDIR /build

# The recipe: only what decides the dependencies (Cargo.toml, Cargo.lock, the targets' names).
FROM chef AS planner
COPY . .
RUN cargo chef prepare --recipe-path recipe.json

# The dependencies, built from the recipe alone (this layer is rebuilt only when they change),
# then the bot itself.
FROM chef AS builder
COPY --from=planner /build/recipe.json recipe.json
RUN cargo chef cook --release --locked --bin focus-bot --recipe-path recipe.json
COPY . .
RUN cargo build --release --locked --bin focus-bot

# The runtime: the binary, CA certificates for Discord's TLS, and a user without privileges.
FROM debian:trixie-slim AS runtime
RUN apt-get update \
    && apt-get install --yes --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --user-group --create-home --home-dir /home/focus focus
COPY --from=builder /build/target/release/focus-bot /usr/local/bin/focus-bot
USER focus
WORKDIR /home/focus
# Stop as on Ctrl-C: commands in flight finish, then the bot disconnects.
STOPSIGNAL SIGTERM
ENTRYPOINT ["focus-bot"]
CMD ["run"]
