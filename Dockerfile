# Linkhop's container image. The build stage runs scripts/build.sh, the
# script CI and `scripts/run.sh` use, so the image cannot be built another
# way than the tested binary. Build and run:
#   docker build -t linkhop .
#   docker run -p 8080:8080 -v linkhop-data:/data linkhop
# (compose.yaml runs it with PostgreSQL; docs/install.md has the details.)

FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
RUN scripts/build.sh \
    && install -D -m 0755 target/release/linkhop /out/usr/bin/linkhop \
    && install -d -m 0700 -o 65532 -g 65532 /out/data

# glibc, CA certificates and a non-root user (65532), no shell or package
# manager: the binary is the only program.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /out/ /
ENV DATA_DIR=/data \
    LISTEN=0.0.0.0:8080
VOLUME ["/data"]
EXPOSE 8080
USER 65532:65532
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/usr/bin/linkhop", "healthcheck"]
ENTRYPOINT ["/usr/bin/linkhop"]
CMD ["serve"]
